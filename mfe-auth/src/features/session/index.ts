// The session feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { authApi } from './auth-api';
export type { CodeChallenge } from './auth-api';
export { signIn, signInOpen$, updateSignedInUser } from './session-owner';
