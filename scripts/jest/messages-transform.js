'use strict';
// The tests read an app's message catalogs compiled as its build does (webpack/messages-loader.js).
const { compileCatalog } = require('../webpack/compile-messages');

module.exports = {
  process(source, file) {
    // Jest reads a .json module as JSON, after its transform.
    return { code: JSON.stringify(compileCatalog(source, file)) };
  },
};
