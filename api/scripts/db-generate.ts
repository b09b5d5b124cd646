import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { generateSyntheticCatalog } from '../src/db/seed/synthetic-catalog';

// `npm run db:generate -w api -- --products 100000`: adds a large synthetic catalog
// (for benchmarks) to the database of DATA_DIR / DATABASE_URL, seeding the real one
// first when missing.
function readCount(argv: readonly string[]): number {
  const index = argv.indexOf('--products');
  const raw = index === -1 ? '100000' : argv[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new Error(
      `--products expects a whole number from 1 to 5000000, got ${JSON.stringify(raw)}`,
    );
  }
  return count;
}

async function main(): Promise<void> {
  const count = readCount(process.argv.slice(2));
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const total = await generateSyntheticCatalog(db, count, (done) => {
      process.stdout.write(`\r  ${done} / ${count} products`);
    });
    process.stdout.write('\n');
    console.log(
      `Generated ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s; the catalog now holds ${total} (${config.database.dialect}).`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
