import { sql } from 'kysely';
import { getAppMeta, setAppMeta } from '../../src/db/app-meta.repository';
import { MIGRATION_NAMES } from '../../src/db/migrate';
import { describeEachDatabase } from '../helpers/databases';

describeEachDatabase('migrations', (database) => {
  it('are idempotent: a second run applies nothing and fails nothing', async () => {
    await expect(database.migrate()).resolves.toEqual([]);
    await expect(database.migrate()).resolves.toEqual([]);
  });

  it('record every migration as applied', async () => {
    const rows = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
  });

  it('create app_meta, usable through its repository (insert, then upsert)', async () => {
    expect(await getAppMeta(database.db, 'probe')).toBeUndefined();
    await setAppMeta(database.db, 'probe', 'one', new Date('2026-11-21T00:00:00Z'));
    await setAppMeta(database.db, 'probe', 'two', new Date('2026-11-22T00:00:00Z'));
    expect(await getAppMeta(database.db, 'probe')).toBe('two');
    const row = await database.db
      .selectFrom('app_meta')
      .selectAll()
      .where('key', '=', 'probe')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'probe', value: 'two', updated_at: '2026-11-22T00:00:00.000Z' });
  });
});
