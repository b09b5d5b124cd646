import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { pingDatabase } from './health.repository';
import type { HealthResponse } from './health.schemas';

// A load balancer probing us should get an answer quickly even when the database hangs.
const PING_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  version: string;
  startedAt: number;
}

export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  try {
    await withTimeout(pingDatabase(deps.db), PING_TIMEOUT_MS);
  } catch (error) {
    throw HttpError.serviceUnavailable(error);
  }
  return {
    status: 'ok',
    database: deps.dialect,
    version: deps.version,
    uptimeSeconds: Math.floor((Date.now() - deps.startedAt) / 1000),
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
