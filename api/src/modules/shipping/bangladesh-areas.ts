import { referenceData } from './reference';

// Bangladesh's divisions -> districts -> upazilas/thanas, from
// reference/bangladesh-areas.json (its header names the packages it was derived from;
// api/scripts/derive-bangladesh-areas.ts derives it again). Ids are strings.

export interface BangladeshDivision {
  id: string;
  name: string;
  bn: string;
  /** The district of the division's seat: a "divisional city" of the delivery-days rule. */
  seatDistrictId: string;
}

export interface BangladeshDistrict {
  id: string;
  divisionId: string;
  name: string;
  bn: string;
}

export interface BangladeshUpazila {
  id: string;
  districtId: string;
  name: string;
  bn: string;
  /** 'thana': one of the thanas of Dhaka's two city corporations. */
  kind: 'upazila' | 'thana';
  /** Inside Dhaka city: the Dhaka city fee applies. */
  dhakaCity: boolean;
}

export interface BangladeshAreas {
  source: Record<string, unknown>;
  counts: Record<string, number>;
  divisions: BangladeshDivision[];
  districts: BangladeshDistrict[];
  upazilas: BangladeshUpazila[];
}

export const bangladeshAreas = referenceData<BangladeshAreas>('bangladesh-areas.json');

interface Index {
  divisions: Map<string, BangladeshDivision>;
  districts: Map<string, BangladeshDistrict>;
  upazilas: Map<string, BangladeshUpazila>;
  seats: Set<string>;
}

let index: Index | undefined;

function areaIndex(): Index {
  if (!index) {
    const data = bangladeshAreas();
    index = {
      divisions: new Map(data.divisions.map((d) => [d.id, d])),
      districts: new Map(data.districts.map((d) => [d.id, d])),
      upazilas: new Map(data.upazilas.map((u) => [u.id, u])),
      seats: new Set(data.divisions.map((d) => d.seatDistrictId)),
    };
  }
  return index;
}

export const findDivision = (id: string) => areaIndex().divisions.get(id);
export const findDistrict = (id: string) => areaIndex().districts.get(id);
export const findUpazila = (id: string) => areaIndex().upazilas.get(id);

/** Delivery days by district: Dhaka 1, the other divisional cities 2, elsewhere 3. */
export const BANGLADESH_DELIVERY_DAYS = { dhaka: 1, divisionalCity: 2, elsewhere: 3 } as const;

export function bangladeshDeliveryDays(districtId: string | null): number {
  const district = districtId === null ? undefined : findDistrict(districtId);
  if (!district) return BANGLADESH_DELIVERY_DAYS.elsewhere;
  if (district.name === 'Dhaka') return BANGLADESH_DELIVERY_DAYS.dhaka;
  return areaIndex().seats.has(district.id)
    ? BANGLADESH_DELIVERY_DAYS.divisionalCity
    : BANGLADESH_DELIVERY_DAYS.elsewhere;
}

export interface AreaName {
  id: string;
  name: string;
  bn: string;
}

/** A Bangladeshi address's area, each level named; levels not given are null. */
export interface BangladeshArea {
  division: AreaName | null;
  district: AreaName | null;
  upazila: AreaName | null;
  /** Inside Dhaka city (a thana of its city corporations); false while no upazila is known. */
  dhakaCity: boolean;
}

export type AreaField = 'division' | 'district' | 'upazila';

export const AREA_MESSAGES = {
  unknownDivision: 'Choose one of the 8 divisions',
  unknownDistrict: 'Choose a district of the chosen division',
  unknownUpazila: 'Choose an upazila or thana of the chosen district',
} as const;

const named = (entry: { id: string; name: string; bn: string }): AreaName => ({
  id: entry.id,
  name: entry.name,
  bn: entry.bn,
});

/**
 * Checks that the given ids exist and belong together (an upazila of the district, a
 * district of the division). A missing higher level is filled from a lower one, so an
 * upazila alone names its district and division. Answers the area, or a message per
 * field at fault.
 */
export function resolveBangladeshArea(ids: {
  division?: string | undefined;
  district?: string | undefined;
  upazila?: string | undefined;
}): { area: BangladeshArea; errors: Partial<Record<AreaField, string>> } {
  const errors: Partial<Record<AreaField, string>> = {};
  const clean = (value: string | undefined) => (value ?? '').trim() || null;
  let division = clean(ids.division) === null ? undefined : findDivision(clean(ids.division)!);
  if (clean(ids.division) !== null && !division) errors.division = AREA_MESSAGES.unknownDivision;

  let district = clean(ids.district) === null ? undefined : findDistrict(clean(ids.district)!);
  if (clean(ids.district) !== null) {
    if (!district || (division && district.divisionId !== division.id)) {
      errors.district = AREA_MESSAGES.unknownDistrict;
      district = undefined;
    }
  }

  let upazila = clean(ids.upazila) === null ? undefined : findUpazila(clean(ids.upazila)!);
  if (clean(ids.upazila) !== null) {
    const districtId = district?.id ?? (clean(ids.district) === null ? undefined : '');
    if (!upazila || (districtId !== undefined && upazila.districtId !== districtId)) {
      errors.upazila = AREA_MESSAGES.unknownUpazila;
      upazila = undefined;
    }
  }
  if (!errors.district && !district && upazila) district = findDistrict(upazila.districtId);
  if (!errors.division && !division && district) division = findDivision(district.divisionId);
  if (division && district && district.divisionId !== division.id) {
    errors.district ??= AREA_MESSAGES.unknownDistrict;
  }

  return {
    area: {
      division: division ? named(division) : null,
      district: district ? named(district) : null,
      upazila: upazila ? named(upazila) : null,
      dhakaCity: upazila?.dhakaCity ?? false,
    },
    errors,
  };
}
