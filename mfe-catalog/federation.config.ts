import { remoteFederation } from '../scripts/webpack/create-app-config';

// What this remote offers the shell: its federation name and exposes, as the one table of
// the apps (scripts/lib/apps.ts) lists them.
export default remoteFederation('catalog');
