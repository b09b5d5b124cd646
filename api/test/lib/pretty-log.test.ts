import Fastify from 'fastify';
import { prettyLine, prettyLogStream, ShortRequestLog } from '../../src/lib/pretty-log';

describe('pretty logs (LOG_FORMAT=pretty)', () => {
  const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

  it('writes an entry as one line: time, level, message, then its own fields', () => {
    expect(
      prettyLine({
        level: 40,
        time: at,
        pid: 1,
        hostname: 'h',
        reqId: 'req-1',
        msg: 'slow',
        ms: 9,
      }),
    ).toBe('09:05:07 WARN  slow ms=9\n');
    expect(prettyLine({ level: 30, time: at, msg: 'bye', signal: 'SIGTERM' })).toBe(
      '09:05:07 INFO  bye signal=SIGTERM\n',
    );
  });

  it("adds an error's message, and its stack from level error up", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' };
    expect(prettyLine({ level: 30, time: at, msg: 'request rejected', err })).toBe(
      '09:05:07 INFO  request rejected (Error: boom)\n',
    );
    expect(prettyLine({ level: 50, time: at, msg: 'failed', err })).toBe(
      '09:05:07 ERROR failed (Error: boom)\nError: boom\n    at here\n',
    );
  });

  it('passes text that is not JSON through unchanged', () => {
    const written: string[] = [];
    prettyLogStream((text) => written.push(text)).write('not json\n');
    expect(written).toEqual(['not json\n']);
  });

  it('logs one short line a request, and nothing for a passing health check', async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: { stream: prettyLogStream((text) => written.push(text)) },
      logController: new ShortRequestLog('/health'),
    });
    app.get('/health', async () => ({ status: 'ok' }));
    app.get('/things', async () => []);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      for (const url of ['/health', '/things?page=2', '/missing'])
        await fetch(`http://127.0.0.1:${port}${url}`);
    } finally {
      await app.close();
    }
    // Besides Fastify's own lines (listening, route not found).
    const lines = written
      .join('')
      .trim()
      .split('\n')
      .filter((line) => / (GET|POST) /.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/things\?page=2 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/missing 404 \d+ ms$/);
  });
});
