import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedCatalog } from '../src/db/seed/seed-catalog';

// `npm run db:reset -w api`: deletes the database (SQLite: the file; PostgreSQL: every
// table of the current schema), then migrates and seeds afresh. Refused in production.
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    throw new Error('Refusing to reset a production database (pass --force to insist).');
  }
  const target = config.database;
  if (target.dialect === 'sqlite') {
    if (target.filename !== ':memory:') {
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(`${target.filename}${suffix}`, { force: true });
    }
  } else {
    const db = createDatabase(config);
    try {
      const tables = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = current_schema()`.execute(db);
      for (const { tablename } of tables.rows) {
        await sql`drop table if exists ${sql.id(tablename)} cascade`.execute(db);
      }
    } finally {
      await db.destroy();
    }
  }
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const counts = await seedCatalog(db);
    console.log(
      `Database reset (${target.dialect}): ${counts.categories} categories, ${counts.subcategories} subcategories, ${counts.products} products`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
