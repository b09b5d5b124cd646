// Gives (or with --revoke takes back) a staff role: `npm run admin:grant -- someone@example.com`
// makes an admin, `--role staff` a counter (POS) clerk (docs/product.md D17).
// Uses the same configuration as the API (DATABASE_URL, DATA_DIR). An address without an
// account gets one, so the admin can sign in with an e-mailed code straight away.
import { loadConfig, ConfigError } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import {
  findUserByEmail,
  insertUserIfAbsent,
  setUserRole,
} from '../src/modules/users/users.repository';
import { EMAIL_SHAPE, newUser, normalizeEmail } from '../src/modules/users/users.service';

const USAGE = 'Usage: npm run admin:grant -- <email> [--revoke] [--role admin|staff]';
const ROLES = ['admin', 'staff'];

async function main(argv: string[]): Promise<number> {
  const revoke = argv.includes('--revoke');
  const roleAt = argv.indexOf('--role');
  const role = roleAt === -1 ? 'admin' : argv[roleAt + 1];
  const emails = argv
    .filter((arg, i) => !arg.startsWith('--') && (roleAt === -1 || i !== roleAt + 1))
    .map(normalizeEmail);
  if (
    emails.length !== 1 ||
    !EMAIL_SHAPE.test(emails[0] ?? '') ||
    role === undefined ||
    !ROLES.includes(role)
  ) {
    console.error(USAGE);
    return 2;
  }
  const email = emails[0] as string;

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const now = new Date();
    if (!revoke) await insertUserIfAbsent(db, newUser(email, now));
    const user = await findUserByEmail(db, email);
    if (!user) {
      console.log(`${email} has no account; nothing to revoke.`);
      return 0;
    }
    await setUserRole(db, user.id, revoke ? 'user' : role, now.toISOString());
    const granted = role === 'admin' ? 'an admin' : 'staff (POS)';
    console.log(
      revoke ? `${email} is no longer an admin or staff.` : `${email} is now ${granted}.`,
    );
    if (revoke && config.ADMIN_EMAILS.includes(email)) {
      console.log(`Note: ${email} is listed in ADMIN_EMAILS and stays an admin while it is.`);
    }
    console.log('The role applies from the next sign-in or token refresh (within 15 minutes).');
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
