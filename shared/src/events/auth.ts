import { z } from 'zod/mini';
import type { User } from '../types/domain';
import { userSchema } from './schemas';
import { commandTopic, signalTopic, stateTopic } from './topic';

// Owner: the auth remote (mfe-auth). Only it publishes auth:session.

export interface AuthSession {
  user: User | null;
  /** True while the auth remote restores the session at startup. */
  loading: boolean;
}

export interface SignInRequest {
  /** Where the shopper was going; the auth remote may return there after sign-in. */
  returnTo?: string;
  reason?: string;
}

export const authSession = stateTopic<AuthSession>(
  'auth:session',
  z.object({ user: z.nullable(userSchema), loading: z.boolean() }),
  { user: null, loading: true },
);

/** Raised by the API client after it stored a refreshed token pair. */
export const authTokensRefreshed = signalTopic<{ at: number }>(
  'auth:tokens-refreshed',
  z.object({ at: z.number() }),
);

export const authSignInRequested = commandTopic<SignInRequest>(
  'auth:sign-in-requested',
  z.object({ returnTo: z.optional(z.string()), reason: z.optional(z.string()) }),
);
