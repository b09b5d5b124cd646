import { serveParent } from './child';
import { startLane, type LaneReady } from './shared-shop';

// One lane of the browser suites in a process of its own (started by shared-shop.ts):
// its shop on the lane's ports, its Chromium and the control server its suites use.

let stop: (() => Promise<void>) | undefined;

serveParent<number, LaneReady>({
  async start(lane) {
    const started = await startLane(lane);
    stop = started.stop;
    return started.ready;
  },
  async stop() {
    await stop?.();
    stop = undefined;
  },
});
