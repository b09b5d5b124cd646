import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type App } from '../../../src/app';
import type { Config } from '../../../src/config';
import type { Database } from '../../../src/db/database';

/** A clock the test moves; starts at the real time so tokens also pass the real checks. */
export class TestClock {
  private ms = Date.now();
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface AuthServer {
  readonly baseUrl: string;
  readonly app: App;
  post<T = unknown>(path: string, body: unknown, token?: string): Promise<Answer<T>>;
  get<T = unknown>(path: string, token?: string): Promise<Answer<T>>;
  put<T = unknown>(path: string, body: unknown, token?: string): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** The real app on a free port, with an injected clock. */
export async function startAuthServer(options: {
  config: Config;
  db: Kysely<Database>;
  clock?: TestClock;
  logger?: FastifyBaseLogger;
}): Promise<AuthServer> {
  const app = buildApp({
    config: options.config,
    db: options.db,
    ...(options.clock ? { now: options.clock.now } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function call<T>(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  }

  return {
    baseUrl,
    app,
    post: (path, body, token) => call('POST', path, body, token),
    get: (path, token) => call('GET', path, undefined, token),
    put: (path, body, token) => call('PUT', path, body, token),
    close: () => app.close(),
  };
}

export interface SignedIn {
  access_token: string;
  refresh_token: string;
  user: Record<string, unknown> & { id: string; email: string; role: string };
}

export interface ChallengeAnswer {
  userId: string;
  challengeId: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

let sequence = 0;
/** A fresh address per test, so the per-address limits of one test never touch another. */
export function uniqueEmail(name: string): string {
  sequence += 1;
  return `${name}.${process.pid}.${sequence}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}
