import { REFRESH_TOKEN_PATH, api, type AuthResponse, type User } from '@shop/shared';

// The auth calls of docs/product.md#api-calls (plus logout, password forms and the profile). A 401 from a
// sign-in call means a wrong code or password, never an expired session, so those
// calls skip the client's refresh-and-redirect handling.
const AUTH = '/api/v1/auth';
const credentials = { skipSessionRefresh: true } as const;

export interface CodeChallenge {
  userId: string;
  challengeId?: string;
}

export const authApi = {
  requestCode: (email: string) =>
    api.post<CodeChallenge>(
      `${AUTH}/user/signin`,
      { email, verificationType: 'email' },
      credentials,
    ),
  resendCode: (challenge: CodeChallenge) =>
    api.post<CodeChallenge>(
      `${AUTH}/user/resend-otp`,
      { ...challenge, verificationType: 'email' },
      credentials,
    ),
  verifyCode: (challenge: CodeChallenge, otpCode: string) =>
    api.post<AuthResponse>(
      `${AUTH}/user/verify-otp`,
      { ...challenge, otpCode, verificationType: 'email' },
      credentials,
    ),
  refresh: (refreshToken: string) =>
    api.post<AuthResponse>(REFRESH_TOKEN_PATH, { refreshToken }, credentials),
  logout: (refreshToken: string) => api.post<void>(`${AUTH}/logout`, { refreshToken }, credentials),
  login: (email: string, password: string) =>
    api.post<AuthResponse>(`${AUTH}/user/login`, { email, password }, credentials),
  /** Mails a confirmation code; the account opens with verifyCode (docs/product.md D15). */
  register: (body: { firstName: string; lastName: string; email: string; password: string }) =>
    api.post<CodeChallenge>(`${AUTH}/user/register`, body, credentials),
  getProfile: () => api.get<User>('/api/v1/user/profile'),
  updateProfile: (body: { firstName: string; lastName: string; phone: string }) =>
    api.put<User>('/api/v1/user/profile', body),
};
