import path from 'node:path';
import type { FederationOptions } from '../scripts/webpack/create-app-config';

// The host exposes nothing. Remotes are not listed here: their URLs come from the
// runtime remotes.json, so a remote is redeployed without rebuilding the shell.
const federation: FederationOptions = {
  name: 'shell',
  runtimePlugins: [path.resolve(__dirname, '../shared/src/mf/remote-failure-plugin.ts')],
};

export default federation;
