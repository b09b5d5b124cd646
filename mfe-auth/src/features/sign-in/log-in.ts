import { api, type AuthResponse } from '@shop/shared';
import { AUTH, credentials } from '../../lib/session/auth-call';

/** POST /auth/user/login: a sign-in by password. */
export const logIn = (email: string, password: string) =>
  api.post<AuthResponse>(`${AUTH}/user/login`, { email, password }, credentials);
