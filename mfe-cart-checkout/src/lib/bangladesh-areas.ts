import { useEffect, useState } from 'react';
import { api, type Locale } from '@shop/shared';

// Bangladesh's divisions, districts and upazilas/thanas (GET /shipping/areas/bd), for the
// dependent selects of checkout and the drawer's Calculate dialog.

export interface BdPlace {
  id: string;
  name: string;
  bn: string;
}
export interface BdDivision extends BdPlace {
  seatDistrictId?: string;
}
export interface BdDistrict extends BdPlace {
  divisionId: string;
}
export interface BdUpazila extends BdPlace {
  districtId: string;
  kind?: 'upazila' | 'thana';
  dhakaCity?: boolean;
}
export interface BdAreas {
  divisions: BdDivision[];
  districts: BdDistrict[];
  upazilas: BdUpazila[];
}

let cached: Promise<BdAreas> | null = null;

export function loadBdAreas(): Promise<BdAreas> {
  cached ??= api.get<BdAreas>('/api/v1/shipping/areas/bd').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function useBdAreas(enabled: boolean): BdAreas | 'loading' | 'error' {
  const [areas, setAreas] = useState<BdAreas | 'loading' | 'error'>('loading');
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    loadBdAreas().then(
      (answer) => live && setAreas(answer),
      () => live && setAreas('error'),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return areas;
}

/**
 * 'Sylhet (সিলেট)': the English name with the Bangla one beside it; on a Bangla page the
 * Bangla name first, 'সিলেট (Sylhet)'.
 */
export function placeLabel(
  place: Pick<BdPlace, 'name'> & { bn?: string },
  locale: Locale = 'en',
): string {
  if (!place.bn) return place.name;
  return locale === 'bn' ? `${place.bn} (${place.name})` : `${place.name} (${place.bn})`;
}

/** Places in the order of the name shown first: Bangla's on a Bangla page. */
export function sortPlaces<T extends BdPlace>(places: readonly T[], locale: Locale): T[] {
  return locale === 'bn'
    ? [...places].sort((a, b) => (a.bn || a.name).localeCompare(b.bn || b.name, 'bn'))
    : [...places].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const byName = (a: BdPlace, b: BdPlace) => a.name.localeCompare(b.name, 'en');

export function districtsOf(areas: BdAreas, divisionId: string): BdDistrict[] {
  if (!divisionId) return [];
  return areas.districts.filter((district) => district.divisionId === divisionId).sort(byName);
}

export function upazilasOf(areas: BdAreas, districtId: string): BdUpazila[] {
  if (!districtId) return [];
  return areas.upazilas.filter((upazila) => upazila.districtId === districtId).sort(byName);
}

export interface AreaChoice {
  division: string;
  district: string;
  upazila: string;
}

/**
 * A new choice at one level of the dependent selects: the levels below it are emptied
 * unless they still belong to it.
 */
export function chooseArea(
  areas: BdAreas | null,
  current: AreaChoice,
  level: keyof AreaChoice,
  id: string,
): AreaChoice {
  if (level === 'upazila') return { ...current, upazila: id };
  if (level === 'district') {
    const keep =
      areas !== null &&
      areas.upazilas.some((upazila) => upazila.id === current.upazila && upazila.districtId === id);
    return { ...current, district: id, upazila: keep ? current.upazila : '' };
  }
  const keepDistrict =
    areas !== null &&
    areas.districts.some(
      (district) => district.id === current.district && district.divisionId === id,
    );
  return keepDistrict ? { ...current, division: id } : { division: id, district: '', upazila: '' };
}
