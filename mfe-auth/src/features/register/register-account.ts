import { api } from '@shop/shared';
import { AUTH, credentials, type CodeChallenge } from '../../lib/session/auth-call';

/** POST /auth/user/register: mails a confirmation code; verifyCode opens the account (D15). */
export const registerAccount = (body: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}) => api.post<CodeChallenge>(`${AUTH}/user/register`, body, credentials);
