import type { Generated } from 'kysely';

/**
 * What a code confirms: a sign-in, a registration (its name and password apply once the
 * code is given), or a sign-in offered to the owner of an address someone tried to
 * register (the typed name and password are never kept).
 */
export type ChallengePurpose = 'sign-in' | 'register' | 'existing-account';

export interface OtpChallengesTable {
  id: string;
  /** The existing user's id, or the id a new account gets when the code is given. */
  user_id: string;
  /** Lower-cased address the code went to. */
  email: string;
  purpose: Generated<ChallengePurpose>;
  /** Registration details, applied only once the address is proven. */
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  /** HMAC-SHA256 of `<id>:<code>`, hex. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  invalidated_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export interface AuthTables {
  otp_challenges: OtpChallengesTable;
  refresh_tokens: RefreshTokensTable;
}
