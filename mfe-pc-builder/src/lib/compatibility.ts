import type { BuilderSlotId } from '@shop/shared';
import {
  candidateFit,
  checkBuild as checkWithRules,
  type CandidateFit,
  type CheckResult,
  type Note,
  type Problem,
} from '@shop/shared/src/builder-rules/rules';
import type { BuildParts, BuilderProduct } from './part-specs';

// The builder page checks with the rule set the API checks with (@shop/shared's
// builder-rules): the summary, the part cards and the shared view all answer from it, so
// what the page calls fine is what the server calls fine. Pure: parts in, findings out.

export type { CandidateFit, CheckResult, Note, Problem };

/** Every Problem (Errors first) and note of the build, its wattage and the supply to buy. */
export function checkBuild(parts: BuildParts): CheckResult {
  return checkWithRules(parts);
}

/**
 * How `part` would fit in `slot` next to the parts already chosen: its Errors (it does
 * not fit) and Warnings (it fits, at a risk, like too little power headroom). A missing
 * graphics card is the build's gap, not the candidate's fault.
 */
export function judgeCandidate(
  parts: BuildParts,
  slot: BuilderSlotId,
  part: BuilderProduct,
): CandidateFit {
  const others = { ...parts };
  delete others[slot];
  return candidateFit(others, slot, part);
}
