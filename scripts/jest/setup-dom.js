require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder; react-router needs them.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
