import fs from 'node:fs';
import path from 'node:path';
import { BUILDER_SLOT_IDS } from '../contracts/builder-slots';
import { KNOWN_BUILDS } from './known-builds';
import { PAIR_RULES, RULE_CODES, checkBuild } from './rules';

// The rule set's own bookkeeping: every code is documented, every known build names real
// slots and codes, and the data rows name real slots. What each rule answers is tested
// where it is used: the API over HTTP and the builder page, on the same table.

test('every code is in docs/pc-builder.md', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../../docs/pc-builder.md'), 'utf8');
  for (const code of Object.keys(RULE_CODES)) expect(doc).toContain(`\`${code}\``);
});

test('the pairwise rules name slots of the builder, and each code once', () => {
  for (const rule of PAIR_RULES) {
    for (const slot of [...rule.part.slots, ...rule.limit.slots]) {
      expect(BUILDER_SLOT_IDS).toContain(slot);
    }
  }
  const codes = PAIR_RULES.map((rule) => rule.code);
  expect(new Set(codes).size).toBe(codes.length);
});

test('the known builds use real slots and codes, and cover every error code the seed can show', () => {
  const seen = new Set<string>();
  for (const build of KNOWN_BUILDS) {
    for (const slot of Object.keys(build.parts)) expect(BUILDER_SLOT_IDS).toContain(slot);
    for (const code of [...build.errors, ...(build.warnings ?? []), ...(build.notes ?? [])]) {
      expect(Object.keys(RULE_CODES)).toContain(code);
      seen.add(code);
    }
  }
  // The seeded catalog has no 4-module kit, no kit over a board's maximum and no board
  // without an M.2 slot: those rules are tested with made-up parts on the page.
  const notInSeed = ['unknown-part', 'memory-slots', 'memory-capacity', 'm2-slots'];
  for (const [code, severity] of Object.entries(RULE_CODES)) {
    if (severity === 'error' && !notInSeed.includes(code))
      expect([code, seen.has(code)]).toEqual([code, true]);
  }
});

test('an empty build has nothing to say', () => {
  expect(checkBuild({})).toEqual({ problems: [], notes: [], wattage: 0, recommendedPsuWatts: 0 });
});
