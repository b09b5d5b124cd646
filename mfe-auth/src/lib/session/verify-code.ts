import { api, type AuthResponse } from '@shop/shared';
import { AUTH, credentials, type CodeChallenge } from './auth-call';

/** POST /auth/user/verify-otp: a sign-in (or a new account, docs/product.md D15) by its code. */
export const verifyCode = (challenge: CodeChallenge, otpCode: string) =>
  api.post<AuthResponse>(
    `${AUTH}/user/verify-otp`,
    { ...challenge, otpCode, verificationType: 'email' },
    credentials,
  );
