// How the shop's command-line scripts start and stop.

/** Runs a script's main: a failure prints its message (no stack) and exits with 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** On Ctrl-C or SIGTERM, stops what runs (once, however often the signal comes), then exits. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
