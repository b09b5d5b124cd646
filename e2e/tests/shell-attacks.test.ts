import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startShellServerProcess, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// Attacks on the servers that serve the shop's pages (OWASP ASVS V14, API Security API4),
// against the shell and a remote as `npm start` runs them; each test is named for the
// attack it stops.

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');
const STALL_PORT = Number(TEST_PORTS.SHELL_PORT) + 13;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with a Host header of our choosing (fetch will not send another host's name). */
function get(url: string, host?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: host ? { host } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A raw path, sent as written (URL parsing would resolve `//` and `..` first). */
function getRaw(port: number, rawPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${rawPath} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
      );
    });
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, headers: {}, body: raw.slice(raw.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('the shell and the remotes refuse what an attacker sends', () => {
  const shellPort = () => Number(new URL(suite.shop.url).port);

  it('Host header injection: an unknown host gets 421, never its name in the CSP, scripts or robots.txt', async () => {
    for (const pathname of ['/', '/remotes.json', '/robots.txt', '/sitemap.xml', '/product/x']) {
      const answer = await get(`${suite.shop.url}${pathname}`, 'evil.example');
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 421 });
      expect(JSON.stringify(answer.headers)).not.toContain('evil.example');
      expect(answer.body).not.toContain('evil.example');
    }
    // The shop's own names still work.
    for (const host of [`localhost:${shellPort()}`, `127.0.0.1:${shellPort()}`]) {
      const page = await get(`${suite.shop.url}/`, host);
      expect(page.status).toBe(200);
      expect(String(page.headers['content-security-policy'])).not.toContain('evil');
    }
  });

  it('sitemap cache growth by Host headers: 300 unique hosts add no entries and get no sitemap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => get(`${suite.shop.url}/sitemap.xml`, `h${i}.example`)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([421]));
    const own = await get(`${suite.shop.url}/sitemap.xml`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`http://localhost:${shellPort()}/`);
  });

  it("path tricks around the /server/ block: the shell's server bundle is never served", async () => {
    expect(fs.existsSync(path.join(ROOT, 'shell/dist/server/render.js'))).toBe(true);
    for (const raw of [
      '/server/render.js',
      '//server/render.js',
      '///server/render.js',
      '/assets/../server/render.js',
      '/%2Fserver/render.js',
      '/%2e%2e/server/render.js',
      '/./server/render.js',
    ]) {
      const answer = await getRaw(shellPort(), raw);
      expect({ raw, served: answer.body.includes('loadRenderer') }).toEqual({ raw, served: false });
    }
  });

  it('source map harvesting: no source map is served by the shell or a remote', async () => {
    const remotes = (await (await fetch(`${suite.shop.url}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    const origins = [
      { origin: suite.shop.url, dist: path.join(ROOT, 'shell/dist') },
      ...Object.entries(remotes).map(([name, url]) => ({
        origin: new URL(url).origin,
        dist: path.join(
          ROOT,
          name === 'pcBuilder'
            ? 'mfe-pc-builder'
            : `mfe-${name === 'cart' ? 'cart-checkout' : name}`,
          'dist',
        ),
      })),
    ];
    let checked = 0;
    for (const { origin, dist } of origins) {
      if (!fs.existsSync(dist)) continue;
      const maps = fs.readdirSync(dist).filter((file) => file.endsWith('.js.map'));
      // They are built (for error reporting), just not public.
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps.slice(0, 3)) {
        const answer = await fetch(`${origin}/${map}`);
        expect({ map, status: answer.status }).toEqual({ map, status: 404 });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});

describe('slow clients', () => {
  let shell: ShellServerProcess | undefined;

  beforeAll(async () => {
    // The same server as `npm start`'s shell, with a short idle timeout to wait for.
    process.env.IDLE_TIMEOUT_MS = '800';
    try {
      shell = await startShellServerProcess({
        root: path.join(ROOT, 'shell/dist'),
        port: STALL_PORT,
        apiUrl: suite.shop.apiUrl,
      });
    } finally {
      delete process.env.IDLE_TIMEOUT_MS;
    }
  }, 60_000);

  afterAll(async () => {
    await shell?.close();
  });

  /** Sends headers and part of a body, then nothing; resolves with the ms until closed. */
  function stallMidBody(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/coupons/validate HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"code":`,
        );
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`port ${port}: still open after 20 s`));
      }, 20_000);
    });
  }

  it("slowloris: a request stalled mid-body is cut off by the shell's server", async () => {
    expect(await stallMidBody(STALL_PORT)).toBeLessThan(10_000);
  });
});
