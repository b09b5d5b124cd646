import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A part of the test set-up that must run in a Node process of its own: a shell server
// keeps the federation runtime's state in its process (one registry of remotes, by
// name), so two shell servers with different remotes cannot share one process, nor run
// inside a Jest worker's module sandbox (which cannot import() Node's modules).
// The parent starts a module of e2e/support with `forkSupport`; the module answers with
// `serveParent`. Messages go over Node's IPC channel.

type ToChild =
  | { type: 'start'; payload: unknown }
  | { type: 'request'; id: number; payload: unknown }
  | { type: 'stop' };
type FromChild =
  | { type: 'ready'; value: unknown }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; value?: unknown; error?: string };

export interface SupportChild<Ready> {
  ready: Ready;
  /** Asks the child something; its handler's answer, or its error thrown here. */
  request(payload: unknown): Promise<unknown>;
  /** Lets the child close what it opened, then waits for it to exit. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');

/** Runs `e2e/support/<module>.ts` in a process of its own, started with `payload`. */
export function forkSupport<Ready>(module: string, payload: unknown): Promise<SupportChild<Ready>> {
  const child: ChildProcess = fork(path.join(__dirname, `${module}.ts`), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (message: ToChild) => child.send(message);

  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      const error = new Error(`${module} exited (${signal ?? code})`);
      reject(error);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    });
    child.on('message', (message: FromChild) => {
      if (message.type === 'ready') {
        resolve({
          ready: message.value as Ready,
          request(request) {
            const id = next++;
            return new Promise((resolveReply, rejectReply) => {
              waiting.set(id, { resolve: resolveReply, reject: rejectReply });
              send({ type: 'request', id, payload: request });
            });
          },
          async stop() {
            if (child.exitCode === null && child.signalCode === null) {
              send({ type: 'stop' });
              const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
              await exited;
              clearTimeout(timer);
            }
          },
        });
      } else if (message.type === 'failed') {
        reject(new Error(`${module}: ${message.message}`));
        child.kill('SIGKILL');
      } else {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error !== undefined) pending?.reject(new Error(message.error));
        else pending?.resolve(message.value);
      }
    });
    send({ type: 'start', payload });
  });
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** The child's side: starts on the parent's payload, answers its requests, stops on ask. */
export function serveParent<Start, Ready>(handlers: {
  start(payload: Start): Promise<Ready>;
  request?(payload: unknown): Promise<unknown>;
  stop(): Promise<void>;
}): void {
  const send = (message: FromChild) => process.send?.(message);
  process.on('message', (message: ToChild) => {
    if (message.type === 'start') {
      handlers.start(message.payload as Start).then(
        (value) => send({ type: 'ready', value }),
        (error: unknown) => send({ type: 'failed', message: describe(error) }),
      );
    } else if (message.type === 'request') {
      Promise.resolve()
        .then(() => handlers.request?.(message.payload))
        .then(
          (value) => send({ type: 'reply', id: message.id, value }),
          (error: unknown) => send({ type: 'reply', id: message.id, error: describe(error) }),
        );
    } else {
      void handlers.stop().finally(() => process.exit(0));
    }
  });
  // The parent gone (Jest killed): nothing may be left running.
  process.on('disconnect', () => void handlers.stop().finally(() => process.exit(0)));
}
