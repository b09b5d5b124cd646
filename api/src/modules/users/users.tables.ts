import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  user_ref: string;
  /** 'user' | 'staff' | 'admin' */
  role: Generated<string>;
  /** 0 or 1 */
  is_verified: Generated<number>;
  password_hash: string | null;
  /** 'en' | 'ja' | 'bn': the account's language; null until known. */
  locale: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface UsersTables {
  users: UsersTable;
}
