import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { OtpChallengesTable, RefreshTokensTable } from './auth.tables';

type Db = Kysely<Database> | Transaction<Database>;
export type OtpChallengeRow = Selectable<OtpChallengesTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertChallenge(
  db: Db,
  challenge: Pick<
    OtpChallengeRow,
    'id' | 'user_id' | 'email' | 'code_hash' | 'created_at' | 'expires_at'
  > &
    Partial<Pick<OtpChallengeRow, 'purpose' | 'first_name' | 'last_name' | 'password_hash'>>,
): Promise<void> {
  await db.insertInto('otp_challenges').values(challenge).execute();
}

export async function findChallenge(db: Db, id: string): Promise<OtpChallengeRow | undefined> {
  return db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLatestChallengeForEmail(
  db: Db,
  email: string,
): Promise<OtpChallengeRow | undefined> {
  return db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try, atomically, only while fewer than `maxAttempts` were made: two
 * parallel guesses cannot both slip under the limit. False when the code is used up.
 */
export async function countAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Single use: only the first caller that consumes the challenge gets true. */
export async function consumeChallenge(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function invalidateChallenge(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set({ invalidated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  token: Pick<
    RefreshTokenRow,
    'id' | 'family_id' | 'user_id' | 'token_hash' | 'created_at' | 'expires_at'
  >,
): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export async function findRefreshTokenByHash(
  db: Db,
  hash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks the token used; false when another request rotated or revoked it first. */
export async function markRotated(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every refresh token of the user stops working (the address changed hands). */
export async function revokeUserSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * True when the sign-in session (refresh token family) was ended: logout and reuse
 * revoke every token of the family. An indexed read of one row.
 */
export async function sessionEnded(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
