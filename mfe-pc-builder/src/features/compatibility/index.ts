// The compatibility feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { COMPATIBILITY_DISCLAIMER, candidateProblems, checkBuild } from './compatibility';
export type { Finding } from './compatibility';
export type { BuildParts, BuilderProduct } from './part-specs';
export { estimateWattage, recommendedPsuWatts } from './wattage';
