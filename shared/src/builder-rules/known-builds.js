'use strict';

// Known builds of the seeded catalog, by product slug, with the codes the rules must
// answer for each: compatible ones, and one or more of every kind of conflict. The API's
// test checks them over HTTP against the seeded database and the builder page's test
// against the same catalog files, so the server and the page are held to one table.
// Test data only: nothing in production imports it.

/**
 * @typedef {import('../contracts/builder-slots').BuilderSlotId} BuilderSlotId
 * @typedef {object} KnownBuild
 * @property {string} name
 * @property {Partial<Record<BuilderSlotId, string>>} parts Product slugs by slot.
 * @property {string[]} errors The 'error' codes, in any order.
 * @property {string[]} [warnings] The 'warning' codes.
 * @property {string[]} [notes] The note codes.
 * @property {number} [recommendedPsuWatts]
 */

/** @type {readonly KnownBuild[]} */
const KNOWN_BUILDS = Object.freeze([
  {
    name: 'AM5 gaming PC, every figure checked: no problems, no notes',
    parts: {
      cpu: 'amd-ryzen-7-7800x3d',
      'cpu-cooler': 'deepcool-ak620',
      motherboard: 'msi-mag-x870-tomahawk-wifi',
      ram: 'g-skill-trident-z5-rgb-32gb-2x16gb-ddr5-6400',
      storage: 'samsung-990-pro-1tb-nvme-ssd',
      'graphics-card': 'asus-geforce-rtx-4070-super-tuf-gaming-12gb',
      'power-supply': 'corsair-rm750e-750w-power-supply',
      casing: 'lian-li-lancool-216-mid-tower-case',
    },
    errors: [],
    warnings: [],
    notes: [],
    recommendedPsuWatts: 650,
  },
  {
    name: 'Intel DDR4 budget PC in a Micro-ATX case: no problems',
    parts: {
      cpu: 'intel-core-i5-12400f',
      'cpu-cooler': 'deepcool-ak400',
      motherboard: 'msi-pro-b760m-p-ddr4',
      ram: 'corsair-vengeance-lpx-16gb-2x8gb-ddr4-3200',
      storage: 'wd-blue-sn580-1tb-nvme-ssd',
      'graphics-card': 'msi-geforce-rtx-4060-ventus-2x-black-8gb',
      'power-supply': 'deepcool-pk650d-650w-power-supply',
      casing: 'cooler-master-masterbox-q300l-micro-atx-case',
    },
    errors: [],
    warnings: [],
    notes: [],
  },
  {
    name: 'NR200P with an ATX power supply and a 360 mm liquid cooler',
    parts: {
      cpu: 'amd-ryzen-5-7600',
      'cpu-cooler': 'nzxt-kraken-elite-360',
      motherboard: 'gigabyte-b650i-aorus-ultra',
      'power-supply': 'corsair-rm750e-750w-power-supply',
      casing: 'cooler-master-masterbox-nr200p-mini-itx-case',
    },
    errors: ['radiator-size', 'psu-form-factor'],
  },
  {
    name: 'Core Ultra 7 265K with DDR4 memory',
    parts: { cpu: 'intel-core-ultra-7-265k', ram: 'corsair-vengeance-lpx-16gb-2x8gb-ddr4-3200' },
    errors: ['cpu-memory-type'],
  },
  {
    name: 'LGA1700 processor on an AM5 board',
    parts: { cpu: 'intel-core-i9-14900k', motherboard: 'msi-pro-b650m-a-wifi' },
    errors: ['cpu-socket'],
  },
  {
    name: 'DDR4 memory on a DDR5 board',
    parts: {
      motherboard: 'msi-pro-b650m-a-wifi',
      ram: 'corsair-vengeance-lpx-16gb-2x8gb-ddr4-3200',
    },
    errors: ['memory-type'],
  },
  {
    name: 'ATX board and a graphics card too long for a Mini-ITX case',
    parts: {
      motherboard: 'asus-rog-strix-b650-a-gaming-wifi',
      'graphics-card': 'gigabyte-geforce-rtx-4080-super-aorus-master-16gb',
      casing: 'lian-li-a4-h2o-mini-itx-case',
    },
    errors: ['board-form-factor', 'gpu-length'],
  },
  {
    name: 'A 165 mm air cooler in the NR200P (155 mm at most)',
    parts: {
      cpu: 'intel-core-i5-14600k',
      'cpu-cooler': 'noctua-nh-d15-chromax-black',
      casing: 'cooler-master-masterbox-nr200p-mini-itx-case',
    },
    errors: ['cooler-height'],
  },
  {
    name: 'Low-profile AM4/AM5 cooler on an Intel processor',
    parts: { cpu: 'intel-core-i5-14600k', 'cpu-cooler': 'noctua-nh-l9a-am5' },
    errors: ['cooler-socket'],
  },
  {
    name: '360 mm radiator in a case that mounts 280 mm at most',
    parts: {
      'cpu-cooler': 'corsair-icue-h150i-elite-capellix-xt',
      casing: 'nzxt-h5-flow-mid-tower-case',
    },
    errors: ['radiator-size'],
  },
  {
    name: 'RX 7800 XT with a 650 W supply: below the maker’s 750 W',
    parts: {
      cpu: 'amd-ryzen-5-7600',
      motherboard: 'msi-pro-b650m-a-wifi',
      'graphics-card': 'asus-radeon-rx-7800-xt-tuf-gaming-16gb',
      'power-supply': 'corsair-cx650-650w-power-supply',
    },
    errors: [],
    warnings: ['psu-headroom'],
    recommendedPsuWatts: 750,
  },
  {
    name: 'RTX 4090 with an 850 W supply without 12V-2x6: the maker’s 1000 W, and the adapter',
    parts: {
      cpu: 'amd-ryzen-9-7950x',
      motherboard: 'asus-rog-strix-x670e-e-gaming-wifi',
      'graphics-card': 'asus-geforce-rtx-4090-rog-strix-24gb',
      'power-supply': 'corsair-rm850x-850w-power-supply',
    },
    errors: [],
    warnings: ['gpu-power-adapter', 'psu-headroom'],
    recommendedPsuWatts: 1000,
  },
  {
    name: 'RTX 4090 and a Core i9 on a 650 W supply with two 8-pin cables',
    parts: {
      cpu: 'intel-core-i9-14900k',
      'cpu-cooler': 'deepcool-ak620',
      motherboard: 'asus-tuf-gaming-z790-plus-wifi',
      ram: 'corsair-vengeance-rgb-32gb-2x16gb-ddr5-6000',
      storage: 'samsung-990-pro-1tb-nvme-ssd',
      'graphics-card': 'zotac-geforce-rtx-4090-trinity-oc-24gb',
      'power-supply': 'corsair-cx650-650w-power-supply',
      casing: 'corsair-5000d-airflow-mid-tower-case',
    },
    errors: ['gpu-power-connectors', 'psu-capacity'],
    notes: ['bios-update'],
    recommendedPsuWatts: 1000,
  },
  {
    name: 'Processor without graphics and no graphics card',
    parts: { cpu: 'amd-ryzen-5-5600', motherboard: 'asus-tuf-gaming-b550-plus-wifi-ii' },
    errors: ['graphics-needed'],
  },
  {
    name: 'Ryzen 9000 on a B650 board: a BIOS note',
    parts: { cpu: 'amd-ryzen-7-9700x', motherboard: 'msi-pro-b650m-a-wifi' },
    errors: [],
    notes: ['bios-update'],
  },
  {
    name: 'A keyboard as the processor (a hand-edited link)',
    parts: { cpu: 'logitech-k120-keyboard', motherboard: 'msi-pro-b650m-a-wifi' },
    errors: ['wrong-slot'],
  },
]);

module.exports = { KNOWN_BUILDS };
