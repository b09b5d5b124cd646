// One render thread of the shell's server (render-threads.ts runs one or more): the
// server bundle, loaded here as the server's own thread would load it, and the task the
// pool runs for each page. Plain CommonJS, so a thread starts without a TypeScript loader.
const path = require('node:path');
const { format } = require('node:util');
const { parentPort } = require('node:worker_threads');
const { workerData } = require('piscina');

// What the renderer reports (a remote it could not load, a slow page) goes through the
// server's own console, as when it rendered on the server's thread.
for (const level of ['log', 'info', 'warn', 'error']) {
  console[level] = (...args) => parentPort.postMessage({ console: level, text: format(...args) });
}

// The bundle's entry settles once its shared modules are negotiated (render-entry.ts).
const renderer = Promise.resolve(require(path.join(workerData.root, 'server/render.js'))).then(
  (entry) => entry.loadRenderer(),
);

// Each thread loads the code of every server-rendered page as soon as it starts (a thread
// that replaces one that failed too), once per set of remotes.
const warmUps = new Map();
function warmUp({ remotes, timeoutMs }) {
  const key = JSON.stringify(remotes);
  if (!warmUps.has(key)) {
    warmUps.set(
      key,
      renderer.then((loaded) => loaded.warmUp?.(remotes, timeoutMs)).catch(() => undefined),
    );
  }
  return warmUps.get(key);
}
if (workerData.warmUp) void warmUp(workerData.warmUp);

/** A task of render-threads.ts: a page to render, or the warm-up to wait for. */
module.exports = async function renderTask(task) {
  if (task.warmUp) return warmUp(task.warmUp);
  return (await renderer).render(task.render);
};
