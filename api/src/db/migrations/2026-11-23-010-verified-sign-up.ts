import type { Kysely } from 'kysely';

// Frozen once released. An address is proven before an account exists: a code sign-in
// or a registration for an unknown address no longer creates a user row, so a challenge
// carries the address itself and the id the user will get, not a reference to a row.
// Registration details (names, password hash) wait on the challenge until the code is
// given. Open codes live ten minutes, so the old table is simply replaced.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('otp_challenges').execute();
  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The existing user's id, or the id a new account gets once the code is given.
    .addColumn('user_id', 'text', (col) => col.notNull())
    // Lower-cased address the code was mailed to.
    .addColumn('email', 'text', (col) => col.notNull())
    // sign-in | register
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('sign-in'))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('invalidated_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_challenges_user_idx')
    .on('otp_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otp_challenges_email_idx')
    .on('otp_challenges')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('otp_challenges').execute();
  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('invalidated_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_challenges_user_idx')
    .on('otp_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
}
