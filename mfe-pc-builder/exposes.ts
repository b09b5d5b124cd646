// What this remote offers the shell: expose -> file. The remote's own to change.
// `npm run contracts` writes the shell's typed view of it from here and from src/routes.tsx
// (shared/src/contracts/remotes.generated.ts); this remote's contract test
// (src/contract.test.ts) fails when the shell needs something it no longer offers.
export default {
  './routes': './src/routes.tsx',
} as const;
