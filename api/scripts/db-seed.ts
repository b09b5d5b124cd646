import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedCatalog } from '../src/db/seed/seed-catalog';

// `npm run db:seed -w api`: migrates, then inserts the catalog rows that are missing.
// Safe to repeat: existing rows (and their stock) are left as they are.
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const counts = await seedCatalog(db);
    console.log(
      `Catalog seeded (${config.database.dialect}): ${counts.categories} categories, ${counts.subcategories} subcategories, ${counts.products} products`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
