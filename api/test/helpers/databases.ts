import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import type { Config, DatabaseDialect } from '../../src/config';
import { createDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { makeTempDir, removeTempDir } from './temp-dir';
import { createTestConfig } from './test-config';

/** What a suite gets; read it inside hooks and tests (it is filled in by beforeAll). */
export interface TestDatabase {
  readonly dialect: DatabaseDialect;
  /** Test config pointing at this database; DATA_DIR is a temporary folder of the suite. */
  readonly config: Config;
  /** Migrated; shared by the suite and destroyed after it. */
  readonly db: Kysely<Database>;
  /** A second, independent connection to the same database. The caller destroys it. */
  openDatabase(): Kysely<Database>;
  /** Runs the migrations again (as a restart would), taking turns with other suites. */
  migrate(): Promise<string[]>;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
const SKIP_NOTICE = 'PostgreSQL tests skipped: TEST_DATABASE_URL is not set';

/**
 * Defines the suite once per database: always on a fresh, migrated SQLite file, and on
 * PostgreSQL (in a private schema created and dropped around the suite) when
 * TEST_DATABASE_URL is set. Without it the PostgreSQL copy is reported as skipped.
 */
export function describeEachDatabase(name: string, define: (database: TestDatabase) => void): void {
  describe(`${name} [sqlite]`, () => {
    define(useSqliteDatabase());
  });
  describePostgres(name, define);
}

/**
 * Defines the suite on PostgreSQL only (what only PostgreSQL installations meet, such as the
 * database being away while the API runs on): skipped with the notice without it.
 */
export function describePostgres(name: string, define: (database: TestDatabase) => void): void {
  if (TEST_DATABASE_URL === undefined) {
    showSkipNoticeOnce();
    describe.skip(`${name} [postgres]`, () => {
      define(useUnavailableDatabase('postgres'));
    });
    return;
  }
  const url = TEST_DATABASE_URL;
  describe(`${name} [postgres]`, () => {
    define(usePostgresDatabase(url));
  });
}

/**
 * Jest gives every test file fresh modules and a copy of `process`, so the "shown" flag
 * lives on the worker's real process object: one line per worker, not per file.
 */
function showSkipNoticeOnce(): void {
  const hostProcess = vm.runInThisContext('process') as NodeJS.Process & Record<symbol, unknown>;
  const shown = Symbol.for('shop.api.test.pgSkipNoticeShown');
  if (hostProcess[shown] === true) return;
  hostProcess[shown] = true;
  process.stderr.write(`\n  ${SKIP_NOTICE}\n\n`);
}

function useSqliteDatabase(): TestDatabase {
  let dataDir: string | undefined;
  let config: Config | undefined;
  let db: Kysely<Database> | undefined;

  beforeAll(async () => {
    dataDir = makeTempDir();
    config = createTestConfig(dataDir);
    db = createDatabase(config);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db?.destroy();
    if (dataDir !== undefined) removeTempDir(dataDir);
  });

  return {
    dialect: 'sqlite',
    get config() {
      return ready(config, 'config');
    },
    get db() {
      return ready(db, 'db');
    },
    openDatabase: () => createDatabase(ready(config, 'config')),
    migrate: () => migrateToLatest(ready(db, 'db')),
  };
}

function usePostgresDatabase(url: string): TestDatabase {
  // Lower-case letters and digits only: createDatabase accepts it as a search_path.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let dataDir: string | undefined;
  let config: Config | undefined;
  let db: Kysely<Database> | undefined;
  let schemaCreated = false;

  beforeAll(async () => {
    dataDir = makeTempDir();
    config = createTestConfig(dataDir, { DATABASE_URL: url });
    const testConfig = config;
    await withSchemaLock(url, async (client) => {
      await client.query(`create schema "${schema}"`);
      schemaCreated = true;
      db = createDatabase(testConfig, { searchPath: schema });
      await migrateToLatest(db);
    });
  });

  afterAll(async () => {
    await db?.destroy();
    if (schemaCreated) {
      await withSchemaLock(url, async (client) => {
        await dropSchema(client, schema);
        // The job queue's (pg-boss) tables of an API on this schema (modules/jobs).
        await dropSchema(client, `${schema}_pgboss`);
      });
    }
    if (dataDir !== undefined) removeTempDir(dataDir);
  });

  return {
    dialect: 'postgres',
    get config() {
      return ready(config, 'config');
    },
    get db() {
      return ready(db, 'db');
    },
    openDatabase: () => createDatabase(ready(config, 'config'), { searchPath: schema }),
    async migrate() {
      let applied: string[] = [];
      await withSchemaLock(url, async () => {
        applied = await migrateToLatest(ready(db, 'db'));
      });
      return applied;
    },
  };
}

function useUnavailableDatabase(dialect: DatabaseDialect): TestDatabase {
  const unavailable = (): never => {
    throw new Error(`${dialect} is not available in this run`);
  };
  return {
    dialect,
    get config() {
      return unavailable();
    },
    get db() {
      return unavailable();
    },
    openDatabase: unavailable,
    migrate: unavailable,
  };
}

/**
 * Migrating reads the catalogue of every schema (Kysely's introspection), and a schema that
 * another suite drops at that moment makes the read fail ('schema "test_…" does not exist').
 * Test files run side by side, so creating-and-migrating and dropping take turns under one
 * advisory lock of the test database.
 */
const SCHEMA_LOCK = 727_001;

async function withSchemaLock(
  url: string,
  run: (client: Client) => Promise<unknown>,
): Promise<void> {
  await withAdminClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    try {
      await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    }
  });
}

/**
 * Drops a suite's schema. A job queue of an API the suite ran may still be finishing a
 * query on its tables, and PostgreSQL can then end the drop as a deadlock (seen once in
 * CI): the drop is tried again, as the other side has gone ahead.
 */
async function dropSchema(client: Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop schema if exists "${name}" cascade`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function withAdminClient(
  url: string,
  run: (client: Client) => Promise<unknown>,
): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(
      `Test database ${what} is used before beforeAll ran; use it inside hooks or tests`,
    );
  }
  return value;
}
