import concurrently from 'concurrently';
import { APPS } from './lib/apps';

// `npm run dev`: the API (watch mode) and every app's dev server side by side.
const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w api', prefixColor: 'gray' },
    ...APPS.map((app) => ({ name: app.name, command: `npm run dev -w ${app.dir}` })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
