import { REFRESH_TOKEN_PATH, api, type AuthResponse } from '@shop/shared';
import { credentials } from './auth-call';

/** POST /auth/refresh-token: new tokens for a refresh token (spent by the call). */
export const refreshSession = (refreshToken: string) =>
  api.post<AuthResponse>(REFRESH_TOKEN_PATH, { refreshToken }, credentials);
