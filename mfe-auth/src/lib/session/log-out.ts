import { api } from '@shop/shared';
import { AUTH, credentials } from './auth-call';

/** POST /auth/logout: ends the session of this refresh token. */
export const logOut = (refreshToken: string) =>
  api.post<void>(`${AUTH}/logout`, { refreshToken }, credentials);
