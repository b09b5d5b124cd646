import {
  boardFitsCase,
  candidateProblems,
  checkBuild,
  coolerFitsCase,
  coolerFitsSocket,
  cpuSocketMatchesBoard,
  graphicsCardFitsCase,
  graphicsForProcessorWithoutIgpu,
  memoryModulesFitSlots,
  memoryTypeMatchesBoard,
  memoryWithinBoardMaximum,
  powerSupplyCoversEstimate,
  upsCoversLoad,
} from './compatibility';
import * as p from '../testing/seeded-parts.fixture';

describe('each rule, with compatible and incompatible seeded parts', () => {
  test('CPU socket against the board socket', () => {
    expect(cpuSocketMatchesBoard({ cpu: p.ryzen7600, motherboard: p.b650 })).toBeNull();
    expect(cpuSocketMatchesBoard({ cpu: p.i9, motherboard: p.b650 })).toEqual({
      rule: 'cpu-socket',
      severity: 'problem',
      slots: ['cpu', 'motherboard'],
      message:
        'The Intel Core i9-14900K needs an LGA1700 socket, but the MSI PRO B650M-A WiFi has AM5. Choose an LGA1700 motherboard or another processor.',
    });
    expect(cpuSocketMatchesBoard({ cpu: p.i9 })).toBeNull();
  });

  test('memory type against the board', () => {
    expect(memoryTypeMatchesBoard({ ram: p.ddr5Kit, motherboard: p.b650 })).toBeNull();
    expect(memoryTypeMatchesBoard({ ram: p.ddr4Kit, motherboard: p.b650 })?.message).toBe(
      'The MSI PRO B650M-A WiFi takes DDR5 memory, but the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 is DDR4.',
    );
  });

  test('memory modules against the board slots', () => {
    expect(memoryModulesFitSlots({ ram: p.ddr4Kit, motherboard: p.b760d4 })).toBeNull();
    expect(memoryModulesFitSlots({ ram: p.fourSticks, motherboard: p.b760d4 })?.message).toMatch(
      /comes as 4 modules, but the MSI PRO B760M-P DDR4 has only 2 memory slots/,
    );
  });

  test('memory capacity against the board maximum', () => {
    expect(memoryWithinBoardMaximum({ ram: p.ddr4Kit, motherboard: p.b760d4 })).toBeNull();
    expect(memoryWithinBoardMaximum({ ram: p.fourSticks, motherboard: p.b760d4 })?.message).toMatch(
      /is 128 GB, more than the 64 GB the MSI PRO B760M-P DDR4 supports/,
    );
  });

  test('board form factor against the case', () => {
    expect(boardFitsCase({ motherboard: p.b650Atx, casing: p.h5Flow })).toBeNull();
    expect(boardFitsCase({ motherboard: p.b650Atx, casing: p.a4h2o })?.message).toBe(
      'The Lian Li A4-H2O Mini-ITX Case takes Mini-ITX boards; the ASUS ROG Strix B650-A Gaming WiFi is ATX and will not fit.',
    );
  });

  test('graphics card length against the case', () => {
    expect(graphicsCardFitsCase({ 'graphics-card': p.rtx4060, casing: p.a4h2o })).toBeNull();
    expect(graphicsCardFitsCase({ 'graphics-card': p.rtx4090, casing: p.a4h2o })?.message).toMatch(
      /is 357 mm long; the Lian Li A4-H2O Mini-ITX Case fits graphics cards up to 322 mm/,
    );
  });

  test('cooler socket support, by the CPU or else the board', () => {
    expect(coolerFitsSocket({ 'cpu-cooler': p.nhl9a, cpu: p.ryzen7600 })).toBeNull();
    expect(coolerFitsSocket({ 'cpu-cooler': p.nhl9a, cpu: p.i9 })?.message).toBe(
      'The Noctua NH-L9a-AM5 mounts on AM4, AM5 sockets, not on LGA1700.',
    );
    expect(coolerFitsSocket({ 'cpu-cooler': p.nhl9a, motherboard: p.b760d4 })?.slots).toEqual([
      'cpu-cooler',
      'motherboard',
    ]);
  });

  test('cooler height against the case', () => {
    expect(coolerFitsCase({ 'cpu-cooler': p.kraken, casing: p.a4h2o })).toBeNull();
    expect(coolerFitsCase({ 'cpu-cooler': p.ak400, casing: p.a4h2o })?.message).toMatch(
      /is 155 mm tall; the Lian Li A4-H2O Mini-ITX Case fits CPU coolers up to 55 mm/,
    );
  });

  test('power supply below the estimate is a Problem, under 25% headroom a Warning', () => {
    const base = { cpu: p.i9, motherboard: p.b760d4, 'graphics-card': p.rtx4090 };
    // 125 + 450 + 50 = 625 W
    expect(powerSupplyCoversEstimate({ ...base, 'power-supply': p.hx1200 })).toBeNull();
    const tight = powerSupplyCoversEstimate({ ...base, 'power-supply': p.cx650 });
    expect(tight?.severity).toBe('warning');
    expect(tight?.message).toBe(
      'The Corsair CX650 650W Power Supply (650 W) leaves less than 25% headroom over the estimated 625 W; 850 W or more is safer.',
    );
    const short = powerSupplyCoversEstimate({ ...base, 'power-supply': p.tinyPsu });
    expect(short?.severity).toBe('problem');
    expect(short?.message).toBe(
      'The Test 300W Power Supply gives 300 W, less than the estimated 625 W this build draws. Choose at least 850 W.',
    );
  });

  test('a CPU without integrated graphics needs a graphics card', () => {
    expect(graphicsForProcessorWithoutIgpu({ cpu: p.ryzen7600 })).toBeNull();
    expect(
      graphicsForProcessorWithoutIgpu({ cpu: p.ryzen5600, 'graphics-card': p.rtx4060 }),
    ).toBeNull();
    expect(graphicsForProcessorWithoutIgpu({ cpu: p.ryzen5600 })?.severity).toBe('problem');
  });

  test('a UPS below the load is a Note', () => {
    const pc = { cpu: p.i9, motherboard: p.b760d4, monitor: p.monitor };
    // 125 + 115 + 50 + monitor 30 = 320 W
    expect(upsCoversLoad({ ...pc, 'graphics-card': p.rtx4060, ups: p.smallUps })).toBeNull();
    // 125 + 450 + 50 + monitor 30 = 655 W
    const note = upsCoversLoad({ ...pc, 'graphics-card': p.rtx4090, ups: p.smallUps });
    expect(note?.severity).toBe('note');
    expect(note?.message).toBe(
      'The APC Back-UPS 650VA UPS delivers about 390 W, less than the 655 W this PC with its monitor and speakers may draw, so it may not carry the full load through a power cut.',
    );
  });
});

test('a complete compatible build has no Problem or Warning', () => {
  const findings = checkBuild({
    cpu: p.ryzen7600,
    'cpu-cooler': p.ak400,
    motherboard: p.b650,
    ram: p.ddr5Kit,
    storage: p.nvme,
    'graphics-card': p.rtx4060,
    'power-supply': p.cx650,
    casing: p.h5Flow,
    keyboard: p.keyboard,
  });
  expect(findings).toEqual([]);
});

test('findings come Problems first', () => {
  const findings = checkBuild({
    cpu: p.i9,
    motherboard: p.b650,
    'graphics-card': p.rtx4090,
    'power-supply': p.cx650,
    ups: p.smallUps,
  });
  expect(findings.map((f) => f.severity)).toEqual(['problem', 'warning', 'note']);
});

test('a candidate is judged only against the parts already chosen', () => {
  expect(candidateProblems({ cpu: p.ryzen7600 }, 'motherboard', p.b650)).toEqual([]);
  expect(
    candidateProblems({ cpu: p.ryzen7600 }, 'motherboard', p.b760d4).map((f) => f.rule),
  ).toEqual(['cpu-socket']);
  // No graphics card yet is the build's gap, not the processor's.
  expect(candidateProblems({}, 'cpu', p.ryzen5600)).toEqual([]);
  expect(
    candidateProblems({ casing: p.a4h2o, cpu: p.ryzen7600 }, 'graphics-card', p.rtx4090).map(
      (f) => f.rule,
    ),
  ).toEqual(['gpu-length']);
});
