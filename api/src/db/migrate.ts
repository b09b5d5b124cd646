import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as init from './migrations/2026-11-21-001-init';
import * as core from './migrations/2026-11-21-002-core';

// Listed by hand instead of read from the folder, so the same code works under tsx,
// Jest (TypeScript files) and the compiled dist/ (JavaScript files). Names sort in
// the order they run; add new migrations at the end.
const migrations: Record<string, Migration> = {
  '2026-11-21-001-init': init,
  '2026-11-21-002-core': core,
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

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
