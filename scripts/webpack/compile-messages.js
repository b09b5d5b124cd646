'use strict';
// An app's message catalog (src/messages/<locale>.json: ids to ICU MessageFormat) in the
// form Lingui's runtime reads, compiled once when the app is built: the browser never
// loads a message parser (about 6 KiB brotli). A message that does not parse fails the
// build, naming the file and the id. Used by the webpack loader and the Jest transform.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/**
 * @param {string} source the catalog's JSON
 * @param {string} file its path, for errors
 * @returns {Record<string, unknown>}
 */
function compileCatalog(source, file) {
  const catalog = JSON.parse(source);
  if (!catalog || typeof catalog !== 'object' || Array.isArray(catalog)) {
    throw new Error(`${file}: a catalog is an object of message ids to messages`);
  }
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not ICU MessageFormat: ${String(error)}`);
    }
  }
  return compiled;
}

module.exports = { compileCatalog };
