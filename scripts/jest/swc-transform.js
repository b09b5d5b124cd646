// One SWC transform for every jest project: TypeScript + JSX (automatic runtime), CommonJS out.
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
