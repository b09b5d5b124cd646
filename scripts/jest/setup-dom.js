require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder; react-router needs them.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait for what the page shows next (a quote, a list loaded through a
// fake fetch) as long as it takes, up to 5 s instead of 1 s: a CI machine running every
// suite at once answers late, and a test that finds its control at once is not slowed.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
