import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createDatabase } from '../../../src/db/database';
import { makeTempDir, removeTempDir } from '../../helpers/temp-dir';
import { createTestConfig, TEST_JWT_SECRET } from '../../helpers/test-config';

const API_DIR = path.resolve(__dirname, '../../..');

function grant(dataDir: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'admin:grant', '--', ...args], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
    encoding: 'utf8',
  });
}

describe('npm run admin:grant', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = makeTempDir();
  });
  afterAll(() => removeTempDir(dataDir));

  it('makes an address an admin (creating the account) and --revoke takes it back', async () => {
    const granted = grant(dataDir, 'Boss@Example.com');
    expect(granted.stderr).not.toMatch(/error/i);
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain('boss@example.com is now an admin.');

    const db = createDatabase(createTestConfig(dataDir));
    try {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'boss@example.com')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');

      const revoked = grant(dataDir, 'boss@example.com', '--revoke');
      expect(revoked.status).toBe(0);
      const after = await db
        .selectFrom('users')
        .select('role')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after.role).toBe('user');
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses a missing or malformed address', () => {
    const answer = grant(dataDir, 'not-an-email');
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('Usage: npm run admin:grant -- <email> [--revoke]');
  }, 60_000);
});
