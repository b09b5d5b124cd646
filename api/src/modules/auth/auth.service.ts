import type { Locale } from '../../i18n/locales';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { signAccessToken } from '../../lib/access-token';
import { clientSource } from '../../lib/client-source';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail/mailer';
import { otpMail } from '../mail/otp-mail';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import {
  findUserByEmail,
  findUserById,
  insertUserIfAbsent,
  proveUserAddress,
  replacePasswordHash,
  type UserRow,
} from '../users/users.repository';
import {
  EMAIL_SHAPE,
  NAME_MAX_LENGTH,
  newUser,
  normalizeEmail,
  toPublicUser,
  type UsersDeps,
} from '../users/users.service';
import {
  consumeChallenge,
  countAttempt,
  findChallenge,
  findLatestChallengeForEmail,
  findRefreshTokenByHash,
  insertChallenge,
  insertRefreshToken,
  invalidateChallenge,
  markRotated,
  revokeFamily,
  revokeUserSessions,
  type OtpChallengeRow,
} from './auth.repository';
import type { ChallengePurpose } from './auth.tables';
import type {
  AuthResponse,
  ChallengeResponse,
  LoginBody,
  RegisterBody,
  ResendOtpBody,
  SignInBody,
  VerifyOtpBody,
} from './auth.schemas';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code';
import {
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  needsRehash,
  NEW_PASSWORD_MIN_LENGTH,
  verifyPassword,
} from './password';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_WAIT_MS = 60_000;
export const SENDS_PER_ADDRESS_PER_HOUR = 5;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
// Password guessing (NIST SP 800-63B 5.2.2). Per source (an IPv4 address or an IPv6
// /64); per address and source; and per address across all sources, so a botnet gets
// PASSWORD_TRIES_PER_ADDRESS judged passwords per window on one account, however many
// addresses it has and however many it sends at once (each try is counted before it is
// judged). Past that budget the password way in answers 429 with Retry-After; the
// owner still signs in with a mailed code, which these counts do not touch.
const PASSWORD_TRIES_PER_IP = 30;
const PASSWORD_TRIES_PER_ADDRESS_AND_IP = 10;
export const PASSWORD_TRIES_PER_ADDRESS = 20;
const PASSWORD_WINDOW_MS = 15 * 60_000;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  otpInvalidShape: 'Please enter a valid 6-digit OTP',
  otpWrong: 'Invalid OTP. Please try again.',
  otpExpired: 'This code has expired. Please request a new one.',
  otpLocked: 'Too many wrong codes. Please request a new one.',
  noSignIn: 'No sign-in is in progress. Please enter your e-mail again.',
  sendFailed: 'Failed to send OTP. Please try again.',
  loginFailed: 'Invalid email or password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  loginEmailInvalid: 'Please enter a valid email',
  passwordShort: 'Password must be at least 6 characters',
  newPasswordShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
  passwordCommon:
    'This password is too common or has appeared in a data breach. Please choose another.',
  passwordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
} as const;

export interface AuthDeps extends UsersDeps {
  jwtSecret: string;
  /** The language of the request: the code mail is written in it (English if left out). */
  locale?: Locale;
  /** How long an access token lives; 15 minutes when left out. */
  accessTokenTtlSeconds?: number;
  otpKey: Buffer;
  mailer: Mailer;
  limiter: RateLimiter;
  shopUrl: string;
  sendsPerIpPerHour: number;
  /**
   * Daily cap on wrong codes per source (OWASP ASVS V2.7, NIST 800-63B throttling). There
   * is deliberately no cap per account: one would let anybody lock the owner out.
   */
  codeFailuresPerIpPerDay: number;
  /** Development only: the code is also logged, to sign in without opening the mail. */
  logCodes: boolean;
  log: FastifyBaseLogger;
}

/** A 429 that also tells the client when to try again (Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'Too many requests. Please try again later');
  }
}

async function limit(deps: AuthDeps, key: string, max: number, windowMs: number): Promise<void> {
  let decision;
  try {
    decision = await deps.limiter.hit(key, max, windowMs, deps.now().getTime());
  } catch (error) {
    // Without the shared limits every instance would have to guess; refuse instead.
    throw HttpError.serviceUnavailable(error);
  }
  if (!decision.allowed) throw new RateLimitedError(Math.ceil(decision.retryAfterMs / 1000));
}

function checkSignInEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw HttpError.badRequest(MESSAGES.emailRequired);
  if (!EMAIL_SHAPE.test(email)) throw HttpError.badRequest(MESSAGES.emailInvalid);
  return email;
}

/**
 * The per-source and per-address limits every code mail passes. The per-address ones are
 * kept per address and source: requests for someone's address from elsewhere must not
 * hold its owner back (a mail flood from one source is stopped all the same).
 */
async function limitCodeMail(deps: AuthDeps, email: string, source: string): Promise<void> {
  await limit(deps, `otp-ip:${source}`, deps.sendsPerIpPerHour, HOUR_MS);
  await limit(deps, `otp-wait:${email}:${source}`, 1, RESEND_WAIT_MS);
  await limit(deps, `otp-address:${email}:${source}`, SENDS_PER_ADDRESS_PER_HOUR, HOUR_MS);
}

async function countOf(deps: AuthDeps, key: string, windowMs: number): Promise<number> {
  try {
    return await deps.limiter.count(key, windowMs, deps.now().getTime());
  } catch (error) {
    throw HttpError.serviceUnavailable(error);
  }
}

/** Records one failure under `key` (never refused: the caps are checked before). */
async function recordFailure(deps: AuthDeps, key: string, windowMs: number): Promise<void> {
  try {
    await deps.limiter.hit(key, Number.MAX_SAFE_INTEGER, windowMs, deps.now().getTime());
  } catch (error) {
    throw HttpError.serviceUnavailable(error);
  }
}

/** Who a code is for: an existing account, or one that exists once the code is given. */
interface ChallengeTarget {
  email: string;
  userId: string;
  purpose: ChallengePurpose;
  firstName?: string | null;
  lastName?: string | null;
  passwordHash?: string | null;
}

/**
 * A new challenge (one sign-in attempt) and its mailed code. Other open challenges of the
 * address stay valid: a request from elsewhere must not kill the code its owner is
 * about to type, and each code completes only the challenge it was mailed for.
 */
async function startChallenge(deps: AuthDeps, target: ChallengeTarget): Promise<ChallengeResponse> {
  const now = deps.now();
  const at = now.toISOString();
  const id = randomUUID();
  const code = generateOtpCode();
  await insertChallenge(deps.db, {
    id,
    user_id: target.userId,
    email: target.email,
    purpose: target.purpose,
    first_name: target.firstName ?? null,
    last_name: target.lastName ?? null,
    password_hash: target.passwordHash ?? null,
    code_hash: hashOtpCode(deps.otpKey, id, code),
    created_at: at,
    expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
  });
  try {
    await deps.mailer.send(
      otpMail({
        to: target.email,
        code,
        validMinutes: OTP_TTL_MS / 60_000,
        shopUrl: deps.shopUrl,
        purpose: target.purpose,
        locale: deps.locale ?? 'en',
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, userId: target.userId }, 'Code mail could not be sent');
    await invalidateChallenge(deps.db, id, at);
    throw new HttpError(503, 'MAIL_FAILED', MESSAGES.sendFailed, { cause: error });
  }
  if (deps.logCodes) {
    const what = target.purpose === 'register' ? 'Confirmation' : 'Sign-in';
    deps.log.info(`${what} code for ${target.email}: ${code} (development only)`);
  }
  return challengeResponse(id);
}

/**
 * What a caller learns of a challenge: its id, under both names (`userId` is the spec's
 * field). It names this attempt only, never the account, so no answer tells whether an
 * address has one.
 */
function challengeResponse(challengeId: string): ChallengeResponse {
  return {
    userId: challengeId,
    challengeId,
    expiresInSeconds: OTP_TTL_MS / 1000,
    resendAfterSeconds: RESEND_WAIT_MS / 1000,
  };
}

/**
 * The id an address that has no account yet is known by while codes are exchanged:
 * the same across its open requests, and a user row only once a code is given.
 */
async function pendingUserId(deps: AuthDeps, email: string): Promise<string> {
  const latest = await findLatestChallengeForEmail(deps.db, email);
  const stillOpen =
    latest !== undefined &&
    latest.consumed_at === null &&
    Date.parse(latest.expires_at) > deps.now().getTime();
  return stillOpen ? latest.user_id : randomUUID();
}

export async function signIn(
  deps: AuthDeps,
  body: SignInBody,
  ip: string,
): Promise<ChallengeResponse> {
  const email = checkSignInEmail(body.email);
  await limitCodeMail(deps, email, clientSource(ip));
  // No row is made for a typed address: an account exists once its code is given. Both
  // reads are made either way, so a known address takes as long as an unknown one.
  const user = await findUserByEmail(deps.db, email);
  const pending = await pendingUserId(deps, email);
  return startChallenge(deps, { email, userId: user?.id ?? pending, purpose: 'sign-in' });
}

/** The challenge a caller names, while it may still be completed (or re-sent). */
async function openChallenge(
  deps: AuthDeps,
  challengeId: string,
  userId: string,
): Promise<OtpChallengeRow | undefined> {
  const challenge = await findChallenge(deps.db, challengeId);
  if (!challenge || challenge.id !== userId) return undefined;
  if (challenge.consumed_at !== null || challenge.invalidated_at !== null) return undefined;
  return challenge;
}

export async function resendOtp(
  deps: AuthDeps,
  body: ResendOtpBody,
  ip: string,
): Promise<ChallengeResponse> {
  const previous = await openChallenge(deps, body.challengeId, body.userId);
  if (!previous) throw HttpError.badRequest(MESSAGES.noSignIn, 'NO_SIGN_IN');
  await limitCodeMail(deps, previous.email, clientSource(ip));
  // A registration's details travel to the new code; they still wait for the proof. The
  // previous code stays valid until it expires: the freshest one always works.
  return startChallenge(deps, {
    email: previous.email,
    userId: previous.user_id,
    purpose: previous.purpose,
    firstName: previous.first_name,
    lastName: previous.last_name,
    passwordHash: previous.password_hash,
  });
}

export async function verifyOtp(
  deps: AuthDeps,
  body: VerifyOtpBody,
  ip: string,
): Promise<AuthResponse> {
  const code = body.otpCode.trim();
  if (!/^\d{6}$/.test(code)) throw HttpError.badRequest(MESSAGES.otpInvalidShape);
  // Five tries per code would allow endless guessing with ever new codes: wrong codes
  // are also counted per source over a day, and past a cap none of its tries is judged.
  // Not per account: wrong codes sent by others must never stop the owner's right one.
  const ipKey = `otp-fail-ip:${clientSource(ip)}`;
  if ((await countOf(deps, ipKey, DAY_MS)) >= deps.codeFailuresPerIpPerDay) {
    throw new RateLimitedError(DAY_MS / 1000);
  }
  // A code completes only the challenge it was mailed for, named by its id.
  const challenge = await findChallenge(deps.db, body.challengeId);
  const wrong = () => HttpError.badRequest(MESSAGES.otpWrong, 'INVALID_OTP');
  if (!challenge || challenge.id !== body.userId) {
    await recordFailure(deps, ipKey, DAY_MS);
    throw wrong();
  }
  checkUsable(deps, challenge, wrong);

  if (!(await countAttempt(deps.db, challenge.id, OTP_MAX_ATTEMPTS))) {
    // Another request used the last try, consumed or replaced it meanwhile.
    throw HttpError.badRequest(MESSAGES.otpLocked, 'OTP_LOCKED');
  }
  if (!otpCodeMatches(deps.otpKey, challenge.id, code, challenge.code_hash)) {
    await recordFailure(deps, ipKey, DAY_MS);
    throw wrong();
  }

  const at = deps.now().toISOString();
  if (!(await consumeChallenge(deps.db, challenge.id, at))) throw wrong();
  const user = await proveAddress(deps, challenge, at);
  return issueSession(deps, user);
}

/**
 * The code was given: the address is proven. A new address becomes an account now. An
 * account that was never proven (made before addresses were checked) may carry a
 * password and sessions of someone who never owned the address: both end here, and
 * only the password chosen with this code (a registration) is kept.
 */
async function proveAddress(
  deps: AuthDeps,
  challenge: OtpChallengeRow,
  at: string,
): Promise<UserRow> {
  // Only a registration's own code applies its name and password: a code mailed for a
  // sign-in (or to the owner of an address someone tried to register) never does.
  const registration =
    challenge.purpose === 'register'
      ? {
          first_name: challenge.first_name,
          last_name: challenge.last_name,
          password_hash: challenge.password_hash,
        }
      : undefined;
  await insertUserIfAbsent(
    deps.db,
    newUser(challenge.email, deps.now(), {
      id: challenge.user_id,
      ...registration,
      is_verified: 1,
    }),
  );
  const user = await findUserByEmail(deps.db, challenge.email);
  if (!user) throw new Error(`user ${challenge.email} vanished right after it was created`);
  if (user.is_verified !== 1) await revokeUserSessions(deps.db, user.id, at);
  await proveUserAddress(deps.db, user, registration, at);
  const proven = await findUserById(deps.db, user.id);
  if (!proven) throw new Error(`user ${challenge.email} vanished while it was proven`);
  return proven;
}

function checkUsable(deps: AuthDeps, challenge: OtpChallengeRow, wrong: () => HttpError): void {
  // A used or replaced code is simply wrong: saying more would help nobody but a guesser.
  if (challenge.consumed_at !== null || challenge.invalidated_at !== null) throw wrong();
  if (Date.parse(challenge.expires_at) <= deps.now().getTime()) {
    throw HttpError.badRequest(MESSAGES.otpExpired, 'OTP_EXPIRED');
  }
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) {
    throw HttpError.badRequest(MESSAGES.otpLocked, 'OTP_LOCKED');
  }
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new access token and a new refresh token (in `familyId`, or a new family). */
async function issueSession(
  deps: AuthDeps,
  user: UserRow,
  familyId?: string,
): Promise<AuthResponse> {
  const now = deps.now();
  const publicUser = toPublicUser(user, deps.adminEmails);
  const refreshToken = randomBytes(32).toString('base64url');
  const sessionId = familyId ?? randomUUID();
  await insertRefreshToken(deps.db, {
    id: randomUUID(),
    family_id: sessionId,
    user_id: user.id,
    token_hash: hashRefreshToken(refreshToken),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
  });
  const accessToken = await signAccessToken(
    { sub: user.id, email: user.email, role: publicUser.role, sid: sessionId },
    deps.jwtSecret,
    { now, ttlSeconds: deps.accessTokenTtlSeconds },
  );
  return { access_token: accessToken, refresh_token: refreshToken, user: publicUser };
}

export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AuthResponse> {
  const row = await findRefreshTokenByHash(deps.db, hashRefreshToken(refreshToken));
  if (!row) throw HttpError.unauthorized();
  const at = deps.now().toISOString();
  if (row.rotated_at !== null || row.revoked_at !== null) {
    // An old token came back: either it was stolen or the thief already used the new
    // one. Nobody can tell which, so every token of the sign-in stops working.
    if (row.revoked_at === null) {
      deps.log.warn(
        { userId: row.user_id, familyId: row.family_id },
        'Refresh token reuse: family revoked',
      );
    }
    await revokeFamily(deps.db, row.family_id, at);
    throw HttpError.unauthorized();
  }
  if (Date.parse(row.expires_at) <= deps.now().getTime()) throw HttpError.unauthorized();
  if (!(await markRotated(deps.db, row.id, at))) {
    // Two requests raced with the same token: treat the loser as reuse.
    await revokeFamily(deps.db, row.family_id, at);
    throw HttpError.unauthorized();
  }
  const user = await findUserById(deps.db, row.user_id);
  // A session of an address nobody proved is not honoured (sessions from before the check).
  if (!user || user.is_verified !== 1) throw HttpError.unauthorized();
  return issueSession(deps, user, row.family_id);
}

/** Ends the sign-in the token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await findRefreshTokenByHash(deps.db, hashRefreshToken(refreshToken));
  if (row) await revokeFamily(deps.db, row.family_id, deps.now().toISOString());
}

/** docs/product.md#validation register rules, enforced here too: the page is not the only client. */
function checkRegister(body: RegisterBody): { email: string; firstName: string; lastName: string } {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = normalizeEmail(body.email);
  if (firstName === '') throw HttpError.badRequest(MESSAGES.firstNameRequired);
  if (lastName === '') throw HttpError.badRequest(MESSAGES.lastNameRequired);
  if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    throw HttpError.badRequest(`Names must be at most ${NAME_MAX_LENGTH} characters`);
  }
  if (!EMAIL_SHAPE.test(email)) throw HttpError.badRequest(MESSAGES.loginEmailInvalid);
  const { password } = body;
  if (password.length < 6) throw HttpError.badRequest(MESSAGES.passwordShort);
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    throw HttpError.badRequest(MESSAGES.passwordWeak);
  }
  // A new password (NIST SP 800-63B 5.1.1.2): at least 8 characters and none of the
  // passwords attackers try first. Signing in keeps the spec's 6-character rule.
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw HttpError.badRequest(MESSAGES.newPasswordShort);
  }
  if (isCommonPassword(password)) throw HttpError.badRequest(MESSAGES.passwordCommon);
  return { email, firstName, lastName };
}

/**
 * Registration mails a confirmation code; nothing exists and nobody is signed in until
 * the code is given (verify-otp). An address that already has an account gets the same
 * answer, a real challenge that can be re-sent like any other (so neither the answer
 * nor a resend tells which addresses are customers): its owner is mailed that someone
 * tried to register, with a code that only signs in. The name and password typed here
 * are then dropped: they never reach an account whose owner did not choose them.
 */
export async function register(
  deps: AuthDeps,
  body: RegisterBody,
  ip: string,
): Promise<ChallengeResponse> {
  const { email, firstName, lastName } = checkRegister(body);
  const source = clientSource(ip);
  await limit(deps, `password-ip:${source}`, PASSWORD_TRIES_PER_IP, PASSWORD_WINDOW_MS);
  await limitCodeMail(deps, email, source);
  // Hashed either way, so both answers take as long.
  const passwordHash = await hashPassword(body.password);
  const user = await findUserByEmail(deps.db, email);
  const pending = await pendingUserId(deps, email);
  if (user && user.is_verified === 1) {
    return startChallenge(deps, { email, userId: user.id, purpose: 'existing-account' });
  }
  return startChallenge(deps, {
    email,
    userId: user?.id ?? pending,
    purpose: 'register',
    firstName,
    lastName,
    passwordHash,
  });
}

export async function login(deps: AuthDeps, body: LoginBody, ip: string): Promise<AuthResponse> {
  const email = normalizeEmail(body.email);
  if (!EMAIL_SHAPE.test(email)) throw HttpError.badRequest(MESSAGES.loginEmailInvalid);
  if (body.password.length < 6) throw HttpError.badRequest(MESSAGES.passwordShort);
  const source = clientSource(ip);
  await limit(deps, `password-ip:${source}`, PASSWORD_TRIES_PER_IP, PASSWORD_WINDOW_MS);
  // Counted before the check: a limit counted only on failure would still test guesses,
  // and parallel guesses would all be judged before the first failure was counted.
  // Refused tries are not counted, so hammering a refusal does not make it last longer.
  await limit(
    deps,
    `password-address-ip:${email}:${source}`,
    PASSWORD_TRIES_PER_ADDRESS_AND_IP,
    PASSWORD_WINDOW_MS,
  );
  await limit(deps, `password-address:${email}`, PASSWORD_TRIES_PER_ADDRESS, PASSWORD_WINDOW_MS);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(
    body.password,
    user?.password_hash ?? (await dummyPasswordHash()),
  );
  // A password set on an address nobody proved does not open anything.
  if (!user || !user.password_hash || !ok || user.is_verified !== 1) {
    throw HttpError.unauthorized(MESSAGES.loginFailed, 'INVALID_CREDENTIALS');
  }
  // The only moment the password is known: hashes made with older parameters move up.
  if (needsRehash(user.password_hash)) {
    await replacePasswordHash(
      deps.db,
      user.id,
      user.password_hash,
      await hashPassword(body.password),
      deps.now().toISOString(),
    );
  }
  return issueSession(deps, user);
}
