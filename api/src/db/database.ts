import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect, type SqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { UsersTables } from '../modules/users/users.tables';
import type { CouponsTables } from '../modules/coupons/coupons.tables';
import type { OrdersTables } from '../modules/orders/orders.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BuildsTables } from '../modules/builds/builds.tables';
import type { AdminTables } from '../modules/admin/admin.tables';
import type { ClaimsTables } from '../modules/claims/claims.tables';
import type { AddressesTables } from '../modules/addresses/addresses.tables';
import type { JobsTables } from '../modules/jobs/jobs.tables';
import type { StockAlertsTables } from '../modules/stock-alerts/stock-alerts.tables';
import type { WishlistTables } from '../modules/wishlist/wishlist.tables';
import type { ReviewsTables } from '../modules/reviews/reviews.tables';
import type { AppMetaTable } from './app-meta.table';

/**
 * Every table the API knows, as Kysely sees it.
 *
 * Portability conventions (the same migrations and tests run on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC text written by the application, so both databases
 *   return the same strings and compare them the same way;
 * - money is integer taka; no floating point columns for amounts.
 */
export interface Database
  extends
    CatalogTables,
    UsersTables,
    AuthTables,
    CouponsTables,
    OrdersTables,
    BuildsTables,
    AdminTables,
    AddressesTables,
    ClaimsTables,
    JobsTables,
    StockAlertsTables,
    WishlistTables,
    ReviewsTables {
  app_meta: AppMetaTable;
}

export interface CreateDatabaseOptions {
  /**
   * PostgreSQL only: schema to use for every connection (tests use a private one).
   * Must be a plain lower-case identifier.
   */
  searchPath?: string;
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const PG_CONNECT_TIMEOUT_MS = 5_000;

export function createDatabase(
  config: Config,
  options: CreateDatabaseOptions = {},
): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(config, options) });
}

function createDialect(config: Config, options: CreateDatabaseOptions): Dialect {
  const target = config.database;
  if (target.dialect === 'postgres') {
    return new PostgresDialect({
      pool: new Pool({
        connectionString: target.connectionString,
        // pg waits forever for a connection by default; a dead server should fail a
        // request (and the health check), not hang it.
        connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
        ...(options.searchPath === undefined
          ? {}
          : { options: `-c search_path=${checkIdentifier(options.searchPath)}` }),
      }),
    });
  }

  if (target.filename !== ':memory:') prepareSqliteFile(target.filename);
  return new SqliteDialect({
    database: async () => {
      const sqlite = new SQLite(target.filename);
      // WAL lets readers run while a writer commits; busy_timeout makes a second
      // writer wait instead of failing with SQLITE_BUSY; SQLite leaves foreign keys
      // off unless asked, per connection.
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('synchronous = NORMAL');
      sqlite.pragma('foreign_keys = ON');
      sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      return withStatementCache(sqlite);
    },
  });
}

/** Distinct SQL texts whose prepared statements are kept (a list of ids varies the text). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, each SQL text prepared once. Kysely prepares every
 * query afresh; preparing is most of what a small read costs (a health check's
 * `select 1`, a product by slug). A statement still being iterated (a streamed query)
 * cannot run again until it ends: then a fresh one is prepared for the moment.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text) => {
      const kept = statements.get(text);
      if (kept !== undefined && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (kept === undefined) {
        statements.set(text, statement);
        // The oldest out (Map keeps insertion order).
        if (statements.size > STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
      }
      return statement;
    },
  };
}

/**
 * The database holds password hashes, orders and addresses: it (and the folder made
 * for it) belong to the server's user alone. SQLite gives its -wal and -shm files the
 * database file's permissions.
 */
function prepareSqliteFile(filename: string): void {
  const dir = path.dirname(filename);
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.closeSync(fs.openSync(filename, 'a', 0o600));
    if (process.platform !== 'win32') fs.chmodSync(filename, 0o600);
  } catch {
    // Not a file we can create (a directory, no permission): SQLite says why when the
    // first query connects, which the health check reports as a database that is down.
  }
}

function checkIdentifier(name: string): string {
  // Interpolated into a startup option, so only plain lower-case identifiers are
  // allowed (PostgreSQL folds unquoted names to lower case anyway).
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Invalid PostgreSQL schema name for searchPath: ${JSON.stringify(name)}`);
  }
  return name;
}
