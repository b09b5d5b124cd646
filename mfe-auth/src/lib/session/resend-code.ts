import { api } from '@shop/shared';
import { AUTH, credentials, type CodeChallenge } from './auth-call';

/** POST /auth/user/resend-otp: mails the challenge's code again. */
export const resendCode = (challenge: CodeChallenge) =>
  api.post<CodeChallenge>(
    `${AUTH}/user/resend-otp`,
    { ...challenge, verificationType: 'email' },
    credentials,
  );
