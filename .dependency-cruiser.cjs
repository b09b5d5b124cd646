// Import cycles across the whole repository, type-only imports included: the lint's
// import-x/no-cycle skips `import type`, so a loop made of type edges passes it while
// still tying two modules together. `npm run check:cycles` runs this; `npm test` too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module reaches itself through its imports. Move what both sides need (types ' +
        'included) into a module below both.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript's own imports as written, before the compiler drops the type-only ones.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|bench-dist|data|test-results|coverage)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.d.ts', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
