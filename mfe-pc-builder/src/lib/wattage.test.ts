import { estimateWattage, outletWatts, recommendedPsuWatts } from './wattage';
import * as p from '../testing/seeded-parts.fixture';

test('nothing chosen draws nothing and needs no power supply', () => {
  expect(estimateWattage({})).toEqual({ total: 0, lines: [] });
  expect(recommendedPsuWatts(0)).toBe(0);
});

test('CPU TDP and GPU board power plus allowances for board, memory, drive, fans and USB devices', () => {
  const estimate = estimateWattage({
    cpu: p.ryzen7600, // 65
    'graphics-card': p.rtx4060, // 115
    motherboard: p.b650, // 50
    ram: p.ddr5Kit, // 2 modules x 3
    storage: p.nvme, // 5
    'cpu-cooler': p.kraken, // liquid 15
    casing: p.h5Flow, // fans 15
    keyboard: p.keyboard, // 2
    monitor: p.monitor, // own plug
    'power-supply': p.cx650,
  });
  expect(estimate.total).toBe(65 + 115 + 50 + 6 + 5 + 15 + 15 + 2);
  expect(estimate.lines.find((line) => line.slot === 'monitor')).toBeUndefined();
});

test('the recommended size is the smallest common one with 25% headroom', () => {
  expect(recommendedPsuWatts(273)).toBe(450);
  expect(recommendedPsuWatts(500)).toBe(650);
  expect(recommendedPsuWatts(625)).toBe(850);
  expect(recommendedPsuWatts(1400)).toBe(1800);
});

test('never below what the graphics card maker recommends on the product', () => {
  expect(recommendedPsuWatts(560, p.rtx4090)).toBe(1000);
  expect(recommendedPsuWatts(560, p.rtx4060)).toBe(750);
  expect(recommendedPsuWatts(0, p.rtx4090)).toBe(1000);
});

test('a UPS also feeds the monitor and speakers', () => {
  expect(outletWatts({ cpu: p.i9, monitor: p.monitor })).toBe(125 + 30);
});
