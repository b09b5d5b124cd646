import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

// Access tokens: short-lived JWTs signed with HS256. The algorithm, issuer and audience
// are pinned on verification, so `alg: none`, another algorithm, a token for another
// audience or an expired one is refused.

export const ACCESS_TOKEN_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_ISSUER = 'circuit-haat-api';
export const ACCESS_TOKEN_AUDIENCE = 'circuit-haat-shop';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type Role = 'user' | 'staff' | 'admin';

export interface AccessClaims {
  /** User id. */
  sub: string;
  email: string;
  role: Role;
  /**
   * The sign-in session (the refresh token family) the token was issued to: when it
   * ends (logout, a reused refresh token) the token stops working at once.
   */
  sid: string;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  options: { now?: Date; ttlSeconds?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ email: claims.email, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(keyOf(secret));
}

/** The token's claims, or null for any token that is not valid now. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  options: { now?: Date } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      ...(options.now ? { currentDate: options.now } : {}),
    });
    const role =
      payload.role === 'admin' || payload.role === 'staff' || payload.role === 'user'
        ? payload.role
        : null;
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !role) return null;
    if (typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, email: payload.email, role, sid: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
