import fs from 'node:fs';
import path from 'node:path';
import {
  bangladeshAreas,
  bangladeshDeliveryDays,
  resolveBangladeshArea,
} from '../../../src/modules/shipping/bangladesh-areas';
import { isBangladeshHoliday } from '../../../src/modules/shipping/bangladesh-holidays';

// The geography data checkout's Bangladeshi addresses are checked against
// (reference/bangladesh-areas.json, derived by api/scripts/derive-bangladesh-areas.ts).

const data = bangladeshAreas();
const districtNamed = (name: string) => data.districts.find((d) => d.name === name)!;
const upazilaNamed = (name: string, district: string) =>
  data.upazilas.find((u) => u.name === name && u.districtId === districtNamed(district).id)!;

describe('Bangladesh geography data', () => {
  it('names its source packages, their versions and licences, and how it was derived', () => {
    const source = data.source as {
      packages: { name: string; version: string; licence: string; upstream: string }[];
      derivedBy: string;
    };
    expect(source.packages.map((p) => p.name)).toEqual(['bd-geojs', 'bd-divisions-to-unions']);
    for (const pkg of source.packages) {
      expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(pkg.licence).toMatch(/MIT|ISC/);
      expect(pkg.upstream).toMatch(/^https:\/\/github\.com\//);
    }
    expect(
      fs.existsSync(path.resolve(__dirname, '../../..', source.derivedBy.replace(/^api\//, ''))),
    ).toBe(true);
  });

  it('has the 8 divisions, the 64 districts each in its division, and every district has upazilas', () => {
    expect(data.divisions).toHaveLength(8);
    expect(data.districts).toHaveLength(64);
    const divisions = new Set(data.divisions.map((d) => d.id));
    for (const district of data.districts) {
      expect(divisions.has(district.divisionId)).toBe(true);
      const upazilas = data.upazilas.filter((u) => u.districtId === district.id);
      expect({ district: district.name, empty: upazilas.length === 0 }).toEqual({
        district: district.name,
        empty: false,
      });
    }
    expect(data.divisions.map((d) => d.name).sort()).toEqual([
      'Barisal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
  });

  it('has all the upazilas (490 and more) and the thanas of Dhaka city, in English and Bangla, with unique ids', () => {
    const upazilas = data.upazilas.filter((u) => u.kind === 'upazila');
    const thanas = data.upazilas.filter((u) => u.kind === 'thana');
    expect(upazilas.length).toBeGreaterThanOrEqual(490);
    expect(thanas.length).toBeGreaterThanOrEqual(40);
    expect(data.counts).toEqual({
      divisions: 8,
      districts: 64,
      upazilas: upazilas.length,
      dhakaCityThanas: thanas.length,
    });
    expect(new Set(data.upazilas.map((u) => u.id)).size).toBe(data.upazilas.length);
    for (const entry of [...data.divisions, ...data.districts, ...data.upazilas]) {
      expect(entry.name.trim()).not.toBe('');
      expect(entry.bn).toMatch(/[\u0980-\u09FF]/);
    }
    // Every thana is in Dhaka district and inside the city; no upazila is.
    const dhaka = districtNamed('Dhaka');
    expect(thanas.every((t) => t.districtId === dhaka.id && t.dhakaCity)).toBe(true);
    expect(upazilas.some((u) => u.dhakaCity)).toBe(false);
    expect(thanas.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Gulshan', 'Dhanmondi', 'Mirpur', 'Uttara', 'Motijheel']),
    );
    expect(upazilaNamed('Savar', 'Dhaka').kind).toBe('upazila');
    expect(upazilaNamed('Kanaighat', 'Sylhet').bn).toBe('কানাইঘাট');
  });

  it('takes 1 day to Dhaka, 2 to the other divisional cities and 3 elsewhere', () => {
    expect(bangladeshDeliveryDays(districtNamed('Dhaka').id)).toBe(1);
    for (const city of [
      'Chattogram',
      'Sylhet',
      'Khulna',
      'Rajshahi',
      'Barisal',
      'Rangpur',
      'Mymensingh',
    ]) {
      expect({ city, days: bangladeshDeliveryDays(districtNamed(city).id) }).toEqual({
        city,
        days: 2,
      });
    }
    expect(bangladeshDeliveryDays(districtNamed('Moulvibazar').id)).toBe(3);
    expect(bangladeshDeliveryDays(districtNamed('Gazipur').id)).toBe(3);
  });

  it('checks that an upazila, its district and its division belong together', () => {
    const gulshan = upazilaNamed('Gulshan', 'Dhaka');
    const dhaka = districtNamed('Dhaka');
    const sylhet = districtNamed('Sylhet');
    const ok = resolveBangladeshArea({
      division: dhaka.divisionId,
      district: dhaka.id,
      upazila: gulshan.id,
    });
    expect(ok.errors).toEqual({});
    expect(ok.area).toMatchObject({
      division: { name: 'Dhaka', bn: 'ঢাকা' },
      district: { name: 'Dhaka' },
      upazila: { name: 'Gulshan', bn: 'গুলশান' },
      dhakaCity: true,
    });
    // An upazila alone names its district and division.
    expect(resolveBangladeshArea({ upazila: gulshan.id }).area.division?.name).toBe('Dhaka');
    expect(
      resolveBangladeshArea({
        division: dhaka.divisionId,
        district: sylhet.id,
        upazila: gulshan.id,
      }).errors,
    ).toEqual({
      district: 'Choose a district of the chosen division',
      upazila: 'Choose an upazila or thana of the chosen district',
    });
    expect(resolveBangladeshArea({ division: '99' }).errors).toEqual({
      division: 'Choose one of the 8 divisions',
    });
  });

  it("knows Bangladesh's public holidays, fixed and of the year", () => {
    expect(isBangladeshHoliday('2026-12-16')).toBe(true); // Victory Day
    expect(isBangladeshHoliday('2027-02-21')).toBe(true); // Shaheed Day, every year
    expect(isBangladeshHoliday('2026-03-20')).toBe(true); // Eid-ul-Fitr
    expect(isBangladeshHoliday('2026-11-25')).toBe(false);
  });
});
