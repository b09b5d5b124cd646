'use strict';
// webpack loader for src/messages/<locale>.json (see compile-messages.js).
const { compileCatalog } = require('./compile-messages');

/** @this {{ resourcePath: string }} */
module.exports = function messagesLoader(/** @type {string} */ source) {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
};
