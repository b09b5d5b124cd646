import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

// One string that moves whenever what a catalog page shows may have changed, so a page
// cache in front of the API (the shell's server) can drop its pages within a second of
// a change, whoever made it. Read from the database's own change numbers (migration
// 2026-11-23-006), the ones the search index follows:
// - the highest `products.revision`: every insert and update of a product takes a new
//   one, from any writer (the back office, an order lowering stock, a review moving the
//   rating, another API instance, a script). Featured products and new arrivals on the
//   home page are product columns too.
// - `catalog_revision.deletes`: a deleted product leaves no row to number.
// - the sum of the revisions in the last RECENT_REVISIONS numbers: PostgreSQL hands out
//   numbers before commit, so a slow transaction can commit a smaller number after a
//   larger one was read, leaving the highest number where it was. A product whose newer
//   row becomes visible raises this sum (its revision only ever grows).
// - the published shop settings (the exchange rate, the free-shipping rule the home
//   page's carousel states): they change only when the API restarts with new settings.
// Categories and subcategories are only ever added by the seed, with their products.
//
// Each part is an index look-up or a short range of the revision index; nothing scans
// the products table. A read that finds the version moved since this instance's last read
// says so (onMove): the instance then drops its own short caches of catalog answers.

/** How far below the highest revision a late commit is still noticed. */
export const RECENT_REVISIONS = 1_000;

export interface CatalogVersionReader {
  /** The current version; concurrent callers share one read. */
  read(): Promise<string>;
}

export function catalogVersionReader(
  db: Kysely<Database>,
  publishedSettings: unknown,
  /** Called when a read finds a version other than this instance's previous read. */
  onMove: () => void = () => undefined,
): CatalogVersionReader {
  const settings = createHash('sha256')
    .update(JSON.stringify(publishedSettings))
    .digest('hex')
    .slice(0, 12);
  let reading: Promise<string> | null = null;
  let last: string | undefined;

  const look = async (): Promise<string> => {
    // One statement: the three numbers are then of the same moment.
    const { rows } = await sql<{
      deletes: string | number | null;
      latest: string | number | null;
      recent: string | number | null;
    }>`select
        (select deletes from catalog_revision where id = 1) as deletes,
        (select max(revision) from products) as latest,
        (select coalesce(sum(revision), 0) from products
          where revision > (select coalesce(max(revision), 0) from products) - ${RECENT_REVISIONS}
        ) as recent`.execute(db);
    const row = rows[0];
    const version = [row?.deletes ?? 0, row?.latest ?? 0, row?.recent ?? 0, settings].join('.');
    if (last !== undefined && version !== last) onMove();
    last = version;
    return version;
  };

  return {
    read() {
      reading ??= look().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}
