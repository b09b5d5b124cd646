import concurrently from 'concurrently';
import { APPS } from './lib/apps';

// `npm run dev`: the API (watch mode) and every app's dev server side by side.
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w api',
      prefixColor: 'gray',
      // Its output reaches the terminal through a pipe, where the API would log JSON.
      env: { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' },
    },
    ...APPS.map((app) => ({ name: app.name, command: `npm run dev -w ${app.dir}` })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
