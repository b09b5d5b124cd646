import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// LOG_FORMAT=pretty: the logger's JSON entries turned into one short line each for a person
// at a terminal (`npm start`). Production and piped logs never come here (config.ts).

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// pino's own fields, and the request id every request's lines carry: noise on a terminal.
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One log entry as `HH:MM:SS LEVEL message key=value`; errors of level error and above add their stack. */
export function prettyLine(entry: Record<string, unknown>): string {
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const parts = [clock(entry.time), (LEVELS[level] ?? String(level)).padEnd(5)];
  if (entry.msg !== undefined) parts.push(shown(entry.msg));
  for (const [key, value] of Object.entries(entry)) {
    if (!HIDDEN.has(key) && value !== undefined) parts.push(`${key}=${shown(value)}`);
  }
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  let line = parts.join(' ');
  if (err) {
    line += ` (${err.type ?? 'Error'}: ${err.message ?? ''})`;
    if (level >= 50 && err.stack) line += `\n${err.stack}`;
  }
  return `${line}\n`;
}

/** A pino destination writing pretty lines to `write` (stdout by default). */
export function prettyLogStream(
  write: (text: string) => void = (text) => void process.stdout.write(text),
): { write(chunk: string): void } {
  return {
    write(chunk) {
      for (const text of chunk.split('\n')) {
        if (!text) continue;
        let entry: unknown;
        try {
          entry = JSON.parse(text);
        } catch {
          write(`${text}\n`);
          continue;
        }
        write(
          typeof entry === 'object' && entry !== null
            ? prettyLine(entry as Record<string, unknown>)
            : `${text}\n`,
        );
      }
    },
  };
}

/**
 * Fastify's request lines for pretty logs: one line a request (`GET /url 200 12 ms`) where
 * Fastify writes two. Passing health checks (what `npm start` polls) are left out, so the
 * start banner stays the last thing on screen.
 */
export class ShortRequestLog extends LogController {
  constructor(private readonly healthUrl: string) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (request.url !== this.healthUrl || reply.statusCode >= 400) reply.log.info(line);
  }
}
