import { api } from '@shop/shared';
import { AUTH, credentials, type CodeChallenge } from './auth-call';

/** POST /auth/user/signin: mails a sign-in code. */
export const requestCode = (email: string) =>
  api.post<CodeChallenge>(`${AUTH}/user/signin`, { email, verificationType: 'email' }, credentials);
