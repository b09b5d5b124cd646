import type { FederationOptions } from '../scripts/webpack/create-app-config';

// What this remote offers the shell. Keep in step with scripts/lib/apps.ts (the manifest check reads both).
// The shell loads it only behind its staff gate, so shoppers never download it.
const federation: FederationOptions = {
  name: 'admin',
  exposes: {
    './routes': './src/routes.tsx',
  },
};

export default federation;
