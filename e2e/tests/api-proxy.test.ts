import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { proxyApi } from '../../shell/server/api-proxy';

// The shell's /api proxy in front of several API instances (npm run start:cluster): requests
// take the instances in turn, a request whose instance is gone goes whole (body included)
// to the next one, and only when none answers does the caller get 503. Real HTTP servers
// stand in for the API instances, each answering with its name and the body it received.

interface Upstream {
  name: string;
  url: string;
  server: http.Server;
}

function startUpstream(name: string, port = 0): Promise<Upstream> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          path: request.url,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({ name, url: `http://127.0.0.1:${bound}`, server });
    });
  });
}

function stop(upstream: Upstream): Promise<void> {
  upstream.server.closeAllConnections();
  return new Promise((resolve) => upstream.server.close(() => resolve()));
}

let shell: FastifyInstance;
let a: Upstream;
let b: Upstream;
let shellUrl: string;

beforeAll(async () => {
  [a, b] = await Promise.all([startUpstream('a'), startUpstream('b')]);
  shell = Fastify();
  proxyApi(shell, `${a.url},${b.url}`);
  shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await shell.close();
  await Promise.all([stop(a), stop(b)].map((p) => p.catch(() => undefined)));
});

const answer = async (init?: RequestInit) => {
  const response = await fetch(`${shellUrl}/api/v1/orders`, init);
  return {
    status: response.status,
    body:
      response.status === 200 ? ((await response.json()) as { name: string; body: string }) : null,
  };
};

test('requests take the instances in turn', async () => {
  const names: string[] = [];
  for (let i = 0; i < 6; i += 1) names.push((await answer()).body!.name);
  expect(names.filter((name) => name === 'a')).toHaveLength(3);
  expect(names.filter((name) => name === 'b')).toHaveLength(3);
  expect(names.slice(0, 2).sort()).toEqual(['a', 'b']);
});

test('with one instance gone, every request (bodies too) reaches the other; back, it takes its turns again', async () => {
  const port = Number(new URL(b.url).port);
  await stop(b);
  const body = JSON.stringify({ items: [{ productId: 'p-1', quantity: 1 }] });
  for (let i = 0; i < 4; i += 1) {
    const result = await answer({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: 'a', body });
  }
  b = await startUpstream('b', port);
  // The instance that refused is skipped for a few seconds, then gets its turns again.
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  const names = new Set<string>();
  for (let i = 0; i < 4; i += 1) names.add((await answer()).body!.name);
  expect([...names].sort()).toEqual(['a', 'b']);
});

test('with every instance gone, the caller gets 503 with Retry-After', async () => {
  await Promise.all([stop(a), stop(b)]);
  const response = await fetch(`${shellUrl}/api/v1/health`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
});
