import fs from 'node:fs';
import path from 'node:path';
import { KNOWN_BUILDS } from '@shop/shared/src/builder-rules/known-builds';
import type { BuilderSlotId } from '@shop/shared';
import { checkBuild, judgeCandidate } from './compatibility';
import type { BuildParts, BuilderProduct } from './part-specs';
import * as p from '../testing/seeded-parts.fixture';

// The page's use of the shared rule set: the same table of known builds the API's test
// runs over HTTP, here on the seed catalog's own files, and each rule with the figures it
// shows.

/** The seed catalog's builder parts by slug, as the API serves them. */
function seedCatalog(): Map<string, BuilderProduct> {
  const dir = path.join(__dirname, '../../../api/src/db/seed/catalog');
  const bySlug = new Map<string, BuilderProduct>();
  for (const file of fs.readdirSync(dir)) {
    const records: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!Array.isArray(records)) continue;
    for (const record of records as Record<string, unknown>[]) {
      if (typeof record.slug !== 'string' || typeof record.builderCategory !== 'string') continue;
      bySlug.set(record.slug, {
        ...p.ryzen7600,
        id: record.slug,
        slug: record.slug,
        name: String(record.name),
        builderCategory: record.builderCategory,
        builderSpecs: (record.builderSpecs ?? {}) as Record<string, unknown>,
      });
    }
  }
  return bySlug;
}

const sorted = (codes: readonly string[]) => [...codes].sort();

describe('the known builds, on the seed catalog', () => {
  const catalog = seedCatalog();
  test.each(KNOWN_BUILDS.map((build) => [build.name, build] as const))('%s', (_, build) => {
    const parts: BuildParts = {};
    for (const [slot, slug] of Object.entries(build.parts)) {
      const part = catalog.get(slug);
      if (!part) throw new Error(`the seed has no product ${slug}`);
      parts[slot as BuilderSlotId] = part;
    }
    const check = checkBuild(parts);
    const codes = (severity: string) =>
      sorted(check.problems.filter((p) => p.severity === severity).map((p) => p.code));
    expect(codes('error')).toEqual(sorted(build.errors));
    if (build.warnings) expect(codes('warning')).toEqual(sorted(build.warnings));
    if (build.notes)
      expect(sorted(check.notes.map((note) => note.code))).toEqual(sorted(build.notes));
    if (build.recommendedPsuWatts !== undefined) {
      expect(check.recommendedPsuWatts).toBe(build.recommendedPsuWatts);
    }
  });
});

const codesOf = (parts: BuildParts) => checkBuild(parts).problems.map((problem) => problem.code);
const messageOf = (parts: BuildParts, code: string) =>
  [...checkBuild(parts).problems, ...checkBuild(parts).notes].find((f) => f.code === code)?.message;

describe('each rule shows the parts and their figures', () => {
  test('CPU socket against the board socket', () => {
    expect(codesOf({ cpu: p.ryzen7600, motherboard: p.b650 })).toEqual([]);
    expect(checkBuild({ cpu: p.i9, motherboard: p.b650 }).problems).toEqual([
      {
        code: 'cpu-socket',
        severity: 'error',
        slots: ['cpu', 'motherboard'],
        message:
          'The Intel Core i9-14900K needs an LGA1700 socket, but the MSI PRO B650M-A WiFi has AM5.',
        params: {
          part: 'Intel Core i9-14900K',
          partValue: 'LGA1700',
          limit: 'MSI PRO B650M-A WiFi',
          limitValue: 'AM5',
        },
      },
    ]);
  });

  test('memory type against the board and the processor', () => {
    expect(messageOf({ ram: p.ddr4Kit, motherboard: p.b650 }, 'memory-type')).toBe(
      'The Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 is DDR4, but the MSI PRO B650M-A WiFi takes DDR5 memory.',
    );
    expect(messageOf({ ram: p.ddr4Kit, cpu: p.ryzen7600 }, 'cpu-memory-type')).toBe(
      'The AMD Ryzen 5 7600 supports DDR5 memory only, but the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 is DDR4.',
    );
    expect(codesOf({ ram: p.ddr4Kit, cpu: p.i9 })).toEqual([]);
  });

  test('memory modules and size against the board', () => {
    expect(codesOf({ ram: p.ddr4Kit, motherboard: p.b760d4 })).toEqual([]);
    expect(messageOf({ ram: p.fourSticks, motherboard: p.b760d4 }, 'memory-slots')).toMatch(
      /comes as 4 modules, but the MSI PRO B760M-P DDR4 has 2 memory slots/,
    );
    expect(messageOf({ ram: p.fourSticks, motherboard: p.b760d4 }, 'memory-capacity')).toMatch(
      /is 128 GB, more than the 64 GB the MSI PRO B760M-P DDR4 takes/,
    );
  });

  test('board form factor, graphics card length and cooler height against the case', () => {
    expect(messageOf({ motherboard: p.b650Atx, casing: p.a4h2o }, 'board-form-factor')).toBe(
      'The ASUS ROG Strix B650-A Gaming WiFi is ATX, but the Lian Li A4-H2O Mini-ITX Case takes Mini-ITX motherboards.',
    );
    expect(messageOf({ 'graphics-card': p.rtx4090, casing: p.a4h2o }, 'gpu-length')).toBe(
      'The Gigabyte GeForce RTX 4090 Aorus Master 24GB is 357 mm long; the Lian Li A4-H2O Mini-ITX Case fits graphics cards up to 322 mm.',
    );
    expect(messageOf({ 'cpu-cooler': p.ak400, casing: p.a4h2o }, 'cooler-height')).toMatch(
      /is 155 mm tall; the Lian Li A4-H2O Mini-ITX Case fits CPU coolers up to 55 mm/,
    );
  });

  test('cooler socket support, by the CPU or else the board', () => {
    expect(codesOf({ 'cpu-cooler': p.nhl9a, cpu: p.ryzen7600 })).toEqual([]);
    expect(messageOf({ 'cpu-cooler': p.nhl9a, cpu: p.i9 }, 'cooler-socket')).toBe(
      'The Noctua NH-L9a-AM5 mounts on AM4, AM5 sockets, not on the LGA1700 of the Intel Core i9-14900K.',
    );
    const onBoard = checkBuild({ 'cpu-cooler': p.nhl9a, motherboard: p.b760d4 }).problems;
    expect(onBoard.map((problem) => problem.slots)).toEqual([['motherboard', 'cpu-cooler']]);
  });

  test('radiator and power supply sizes against the case', () => {
    const big = { ...p.kraken, builderSpecs: { ...p.kraken.builderSpecs, radiatorMm: 360 } };
    expect(codesOf({ 'cpu-cooler': p.kraken, casing: p.h5Flow })).toEqual([]);
    expect(messageOf({ 'cpu-cooler': big, casing: p.h5Flow }, 'radiator-size')).toBe(
      'The NZXT Kraken 240 has a 360 mm radiator, but the NZXT H5 Flow Mid-Tower Case mounts radiators of 120, 240, 280 mm only.',
    );
    expect(messageOf({ 'power-supply': p.cx650, casing: p.a4h2o }, 'psu-form-factor')).toBe(
      'The Corsair CX650 650W Power Supply is an ATX power supply, but the Lian Li A4-H2O Mini-ITX Case takes SFX power supplies only.',
    );
  });

  test('an M.2 drive needs an M.2 slot', () => {
    const noM2 = { ...p.b650, builderSpecs: { ...p.b650.builderSpecs, m2Slots: 0 } };
    expect(codesOf({ storage: p.nvme, motherboard: p.b650 })).toEqual([]);
    expect(messageOf({ storage: p.nvme, motherboard: noM2 }, 'm2-slots')).toBe(
      'The build has 1 M.2 drive (the Samsung 990 PRO 1TB NVMe SSD), but the MSI PRO B650M-A WiFi has 0 M.2 slots.',
    );
  });

  test('graphics card power connectors against the supply', () => {
    expect(codesOf({ 'graphics-card': p.rtx4060, 'power-supply': p.cx650 })).toEqual([]);
    // 450 W through the card's adapter needs three 8-pin cables; the CX650 has two.
    expect(
      messageOf({ 'graphics-card': p.rtx4090, 'power-supply': p.cx650 }, 'gpu-power-connectors'),
    ).toMatch(
      /needs a 12V-2x6 connector; the Corsair CX650 650W Power Supply has none and 2 × 8-pin cables, fewer than the 3 its adapter needs/,
    );
    expect(codesOf({ 'graphics-card': p.rtx4090, 'power-supply': p.hx1200 })).toEqual([]);
  });

  test('the supply below the estimate is an Error, below the recommendation a Warning', () => {
    const base = { cpu: p.i9, motherboard: p.b760d4, 'graphics-card': p.rtx4090 };
    // 125 + 450 + 50 = 625 W; the card's maker recommends 1000 W.
    const fine = checkBuild({ ...base, 'power-supply': p.hx1200 });
    expect(fine.problems).toEqual([]);
    expect(fine.recommendedPsuWatts).toBe(1000);
    const tiny = checkBuild({ ...base, 'power-supply': p.tinyPsu }).problems;
    expect(tiny.find((f) => f.code === 'psu-capacity')?.message).toBe(
      'The Test 300W Power Supply gives 300 W, less than the estimated 625 W this build draws. Choose at least 1000 W.',
    );
    const small = (wattage: number) => ({
      ...p.cx650,
      builderSpecs: { ...p.cx650.builderSpecs, wattage },
    });
    // 125 + 115 + 50 = 290 W: the card's maker asks for 550 W.
    const rtx4060 = { cpu: p.i9, motherboard: p.b760d4, 'graphics-card': p.rtx4060 };
    expect(checkBuild({ ...rtx4060, 'power-supply': small(330) }).problems).toEqual([
      expect.objectContaining({
        code: 'psu-headroom',
        severity: 'warning',
        message:
          'The Corsair CX650 650W Power Supply gives 330 W; the MSI GeForce RTX 4060 Ventus 2X Black 8GB’s maker recommends at least 550 W (this build is estimated at 290 W).',
      }),
    ]);
    // 125 + 50 = 175 W, 219 W with headroom: a 180 W supply runs near its limit.
    expect(
      messageOf({ cpu: p.i9, motherboard: p.b760d4, 'power-supply': small(180) }, 'psu-headroom'),
    ).toBe(
      'The Corsair CX650 650W Power Supply gives 180 W, less than 25% headroom over the estimated 175 W; 450 W or more is safer.',
    );
  });

  test('a CPU without integrated graphics needs a graphics card', () => {
    expect(codesOf({ cpu: p.ryzen7600 })).toEqual([]);
    expect(codesOf({ cpu: p.ryzen5600, 'graphics-card': p.rtx4060 })).toEqual([]);
    expect(codesOf({ cpu: p.ryzen5600 })).toEqual(['graphics-needed']);
  });

  test('BIOS and UPS notes', () => {
    const ryzen9000 = {
      ...p.ryzen7600,
      name: 'AMD Ryzen 7 9700X',
      builderSpecs: { ...p.ryzen7600.builderSpecs, series: 'Ryzen 9000' },
    };
    expect(messageOf({ cpu: ryzen9000, motherboard: p.b650 }, 'bios-update')).toMatch(
      /The MSI PRO B650M-A WiFi may need a BIOS update before it starts with a Ryzen 9000 processor/,
    );
    const pc = { cpu: p.i9, motherboard: p.b760d4, monitor: p.monitor };
    expect(messageOf({ ...pc, 'graphics-card': p.rtx4090, ups: p.smallUps }, 'ups-capacity')).toBe(
      'The APC Back-UPS 650VA UPS delivers about 390 W, less than the 655 W this PC with its monitor and speakers may draw, so it may not carry the full load through a power cut.',
    );
  });

  test('a missing figure is a note naming it, never a silent pass', () => {
    const bare = { ...p.rtx4060, builderSpecs: { boardPowerWatts: 115 } };
    const check = checkBuild({ 'graphics-card': bare, casing: p.h5Flow, 'power-supply': p.cx650 });
    expect(check.problems).toEqual([]);
    expect(check.notes.map((note) => note.message)).toEqual([
      'Not checked: the MSI GeForce RTX 4060 Ventus 2X Black 8GB lists no length, so whether the graphics card fits the case was not checked.',
      'Not checked: the MSI GeForce RTX 4060 Ventus 2X Black 8GB lists no power connectors, so whether the power supply has the graphics card’s power connectors was not checked.',
    ]);
  });

  test('a part in another slot’s category is a wrong-slot Error and is checked no further', () => {
    const check = checkBuild({ cpu: p.keyboard, motherboard: p.b650 });
    expect(check.problems).toEqual([
      {
        code: 'wrong-slot',
        severity: 'error',
        slots: ['cpu'],
        message:
          'The Logitech G213 Prodigy Keyboard is a keyboard, not a part for the Processor slot.',
        params: { part: 'Logitech G213 Prodigy Keyboard', kind: 'keyboard', slot: 'cpu' },
      },
    ]);
  });
});

describe('a candidate of a list, next to the chosen parts', () => {
  test('is judged only against the parts already chosen', () => {
    expect(judgeCandidate({ cpu: p.ryzen7600 }, 'motherboard', p.b650).errors).toEqual([]);
    expect(
      judgeCandidate({ cpu: p.ryzen7600 }, 'motherboard', p.b760d4).errors.map((f) => f.code),
    ).toEqual(['cpu-socket']);
    // No graphics card yet is the build's gap, not the processor's.
    expect(judgeCandidate({}, 'cpu', p.ryzen5600).fits).toBe(true);
    expect(
      judgeCandidate({ casing: p.a4h2o, cpu: p.ryzen7600 }, 'graphics-card', p.rtx4090).errors.map(
        (f) => f.code,
      ),
    ).toEqual(['gpu-length']);
  });

  test('a supply that fits with too little headroom fits, flagged with a Warning', () => {
    const build = { cpu: p.i9, 'graphics-card': p.rtx4060 };
    const small = { ...p.cx650, builderSpecs: { ...p.cx650.builderSpecs, wattage: 250 } };
    const fit = judgeCandidate(build, 'power-supply', small);
    expect(fit.fits).toBe(true);
    expect(fit.warnings.map((f) => f.code)).toEqual(['psu-headroom']);
    // The slot's own current part is replaced, not checked against.
    expect(
      judgeCandidate({ ...build, 'power-supply': p.tinyPsu }, 'power-supply', p.cx650).fits,
    ).toBe(true);
  });
});
