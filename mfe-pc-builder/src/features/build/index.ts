// The build feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { addBuildToCart, requestSignIn } from './build-actions';
export type { Outcome } from './build-actions';
export { buildStore, chosenSlots, useBuild } from './build-store';
export type { BuildState, PartFlag } from './build-store';
export {
  createBuild,
  deleteBuild,
  getParts,
  getSelection,
  getSharedBuild,
  listBuilds,
} from './builder-api';
export type { PartsPage, PartsQuery, SavedBuild } from './builder-api';
export { deleteLocalBuild, readLocalBuilds, saveLocalBuild } from './local-builds';
export type { LocalBuild } from './local-builds';
export { partIds, readShareLink, sharePath, sharedBuildPath } from './share-link';
export type { PartIds, SharedLink } from './share-link';
export { useMoney, useTotalMoney } from './use-money';
