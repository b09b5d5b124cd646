import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';
import { migrateToLatest, MigrationError, MIGRATION_NAMES } from '../../src/db/migrate';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { createTestConfig } from '../helpers/test-config';

describe('createDatabase (SQLite)', () => {
  let root: string;
  let db: Kysely<Database> | undefined;

  beforeEach(() => {
    root = makeTempDir();
  });

  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    removeTempDir(root);
  });

  it('creates DATA_DIR and data/shop.db on the first start', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const config = createTestConfig(dataDir);
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.join(dataDir, 'shop.db') });
    expect(fs.existsSync(dataDir)).toBe(false);

    db = createDatabase(config);
    await expect(migrateToLatest(db)).resolves.toEqual(MIGRATION_NAMES);

    expect(fs.statSync(path.join(dataDir, 'shop.db')).isFile()).toBe(true);
  });

  it('opens the file with WAL, foreign keys and a busy timeout', async () => {
    db = createDatabase(createTestConfig(root));
    const pragma = async (name: string): Promise<unknown> => {
      const result = await sql<
        Record<string, unknown>
      >`select * from ${sql.raw(`pragma_${name}`)}`.execute(db!);
      return Object.values(result.rows[0] ?? {})[0];
    };
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('runs a query again with its new data and the table as it is now', async () => {
    // Each SQL text is prepared once and kept: what it reads must still be current.
    db = createDatabase(createTestConfig(root));
    const read = () => sql<Record<string, unknown>>`select * from kept order by a`.execute(db!);
    await sql`create table kept (a integer)`.execute(db);
    await sql`insert into kept (a) values (1)`.execute(db);
    expect((await read()).rows).toEqual([{ a: 1 }]);
    await sql`insert into kept (a) values (2)`.execute(db);
    await sql`alter table kept add column b text default 'x'`.execute(db);
    expect((await read()).rows).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'x' },
    ]);
  });

  it('reports which migration failed', async () => {
    db = createDatabase(createTestConfig(root));
    // A table in the way makes the init migration fail.
    await db.schema.createTable('app_meta').addColumn('x', 'text').execute();
    const failure = migrateToLatest(db);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(
      /^Database migration 2026-11-21-001-init failed: .*app_meta/,
    );
  });

  it('refuses a PostgreSQL search path that is not a plain identifier', () => {
    const config = createTestConfig(root, { DATABASE_URL: 'postgres://user@127.0.0.1:1/none' });
    expect(() => createDatabase(config, { searchPath: 'x; drop table y' })).toThrow(
      /Invalid PostgreSQL schema name/,
    );
  });
});
