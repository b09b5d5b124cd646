// The Node (V8) options the API runs with, wherever it is started: `npm start`
// (scripts/start.ts), `npm run start:cluster`, `npm start -w api` (package.json, checked
// by a test to say the same), the bench and the soak. A deployment running
// `node dist/server.js` itself should pass them too (the server warns when it sees V8's
// default heap limit).
//
// Why: on a machine with a few GB of memory V8's default old-generation limit is about
// 4 GB, and with a limit that large it lets the old generation grow up to 4 times what
// survived the last full collection before collecting again. Under the varied search
// load the API's thread holds about 35-45 MB, the index's worker about 40 MB of index,
// yet V8 let the process reach 370-400 MB, mostly garbage. A 512 MB limit (about ten
// times what either thread keeps) makes V8 use its smaller growing factor (about 1.4);
// young generations of 2 x 4 MB (instead of 2 x 16 MB) hold short-lived request garbage
// only. At 100k products under the bench's varied load: largest RSS 365-407 MB -> 253-290
// MB, CPU per request unchanged within the noise (docs/benchmarks/2026-11-23-search-round-5.md).
// The limit is a ceiling, not a target: a thread that truly needed more than 512 MB would
// fail (the index's worker is restarted; at 100k products it holds about 40 MB).
export const API_NODE_FLAGS: readonly string[] = [
  '--max-old-space-size=512',
  '--max-semi-space-size=4',
];

/**
 * Above this heap limit the API was started without API_NODE_FLAGS (V8's default is
 * several GB on a machine with a few GB of memory; with the flags it is about 530 MB).
 */
export const UNFLAGGED_HEAP_LIMIT_BYTES = 1024 * 1024 * 1024;
