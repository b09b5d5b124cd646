import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as init from './migrations/2026-11-21-001-init';
import * as core from './migrations/2026-11-21-002-core';
import * as commerce from './migrations/2026-11-21-003-commerce';
import * as auth from './migrations/2026-11-21-004-auth';
import * as search from './migrations/2026-11-21-005-search';
import * as catalogRevision from './migrations/2026-11-23-006-catalog-revision';
import * as verifiedSignUp from './migrations/2026-11-23-010-verified-sign-up';
import * as chargeRecord from './migrations/2026-11-23-011-charge-record';
import * as builds from './migrations/2026-11-23-020-builds';
import * as backOffice from './migrations/2026-11-23-030-back-office';
import * as orderRefunds from './migrations/2026-11-25-040-order-refunds';
import * as deliveryAreas from './migrations/2026-11-26-050-delivery-areas';
import * as paymentMethods from './migrations/2026-11-26-060-payment-methods';
import * as dropUnusedFulltext from './migrations/2026-11-26-061-drop-unused-fulltext';
import * as locales from './migrations/2026-11-26-070-locales';
import * as jobs from './migrations/2026-11-26-080-jobs';
import * as orderEvents from './migrations/2026-11-26-090-order-events';
import * as orderClaims from './migrations/2026-11-26-100-order-claims';
import * as reviews from './migrations/2026-11-26-110-reviews';
import * as wishlist from './migrations/2026-11-26-120-wishlist';
import * as stockAlerts from './migrations/2026-11-26-130-stock-alerts';

// Listed by hand instead of read from the folder, so the same code works under tsx,
// Jest (TypeScript files) and the compiled dist/ (JavaScript files). Names sort in
// the order they run; add new migrations at the end.
const migrations: Record<string, Migration> = {
  '2026-11-21-001-init': init,
  '2026-11-21-002-core': core,
  '2026-11-21-003-commerce': commerce,
  '2026-11-21-004-auth': auth,
  '2026-11-21-005-search': search,
  '2026-11-23-006-catalog-revision': catalogRevision,
  '2026-11-23-010-verified-sign-up': verifiedSignUp,
  '2026-11-23-011-charge-record': chargeRecord,
  '2026-11-23-020-builds': builds,
  '2026-11-23-030-back-office': backOffice,
  '2026-11-25-040-order-refunds': orderRefunds,
  '2026-11-26-050-delivery-areas': deliveryAreas,
  '2026-11-26-060-payment-methods': paymentMethods,
  '2026-11-26-061-drop-unused-fulltext': dropUnusedFulltext,
  '2026-11-26-070-locales': locales,
  '2026-11-26-080-jobs': jobs,
  '2026-11-26-090-order-events': orderEvents,
  '2026-11-26-100-order-claims': orderClaims,
  '2026-11-26-110-reviews': reviews,
  '2026-11-26-120-wishlist': wishlist,
  '2026-11-26-130-stock-alerts': stockAlerts,
};

/** Every migration, in the order it runs. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

const staticProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export class MigrationError extends Error {
  override name = 'MigrationError';

  constructor(
    readonly migrationName: string | undefined,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      migrationName === undefined
        ? `Database migration failed: ${reason}`
        : `Database migration ${migrationName} failed: ${reason}`,
      { cause },
    );
  }
}

/**
 * On PostgreSQL the migration bookkeeping tables live in the connection's current schema.
 * Kysely otherwise looks for them in every schema of the database, so a second schema (a
 * test suite's, another installation's) would see the first one's tables and skip
 * creating its own.
 */
async function bookkeepingSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const schema = await bookkeepingSchema(db);
  const migrator = new Migrator({
    db,
    provider: staticProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
