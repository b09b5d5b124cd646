import type { RemoteExposeId } from './remotes.generated';

// What the shell needs of the remotes besides the pages of its route table. Not in the
// package's index (no page needs it at run time): the remotes' contract tests read it.

/** The widgets the shell's layout loads (its header: shell/src/layout/header.tsx). */
export const SHELL_WIDGETS = [
  'catalog/SearchBox',
  'cart/CartWidget',
  'auth/SignInControl',
] as const satisfies readonly RemoteExposeId[];
