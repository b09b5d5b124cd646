import type { FederationOptions } from '../scripts/webpack/create-app-config';

// What this remote offers the shell. Keep in step with scripts/lib/apps.ts (the manifest check reads both).
const federation: FederationOptions = {
  name: 'catalog',
  exposes: {
    './routes': './src/routes.tsx',
    './SearchBox': './src/search-box-widget.tsx',
  },
};

export default federation;
