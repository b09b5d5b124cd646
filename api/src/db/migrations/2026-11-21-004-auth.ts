import type { Kysely } from 'kysely';

// Frozen once released. Sign-in state: one-time code challenges and refresh tokens.
// Codes and refresh tokens are stored only as hashes, so a copy of the database does
// not let anyone sign in. Portable across SQLite and PostgreSQL (ISO-8601 UTC text
// timestamps, integer counters, text ids made by the application).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // HMAC-SHA256(server key, challenge id + code), hex: the code only counts for the
    // sign-in request that created it.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    // Set when a newer sign-in request or a resend replaced this one.
    .addColumn('invalidated_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_challenges_user_idx')
    .on('otp_challenges')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Every token issued by rotation from one sign-in shares the family; presenting a
    // token that was already rotated revokes all of them.
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token, hex. The token is 32 random bytes, so no salt or slow hash is needed.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('otp_challenges').execute();
}
