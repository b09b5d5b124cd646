// Loaded into each API instance the soak starts (node --expose-gc --import; worker
// threads inherit both, so it runs in the search index's worker too). Asked over the IPC
// channel, the main thread collects garbage, asks every worker to do the same through a
// BroadcastChannel, and answers with the process's memory and each thread's live heap,
// so the soak compares memory after full collections, not what the collector left behind.
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const channel = new BroadcastChannel('shop-soak-probe');
channel.unref();

function collect() {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
  return process.memoryUsage().heapUsed;
}

if (isMainThread) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const workers = [];
    const onAnswer = (event) => {
      if (event.data && event.data.type === 'heap') workers.push(event.data.heapUsed);
    };
    channel.onmessage = onAnswer;
    channel.postMessage({ type: 'collect' });
    const heapUsed = collect();
    // Workers answer within moments; a busy one that does not is left out of the sum.
    setTimeout(() => {
      channel.onmessage = null;
      process.send?.({
        rss: process.memoryUsage().rss,
        heapUsed,
        workerHeapUsed: workers.reduce((sum, used) => sum + used, 0),
        workers: workers.length,
      });
    }, 1000).unref();
  });
  // The channel must not keep an instance alive once the server closes.
  process.channel?.unref();
} else {
  channel.onmessage = (event) => {
    if (event.data && event.data.type === 'collect') {
      channel.postMessage({ type: 'heap', thread: threadId, heapUsed: collect() });
    }
  };
}
