// The shop's auth error catalogue (docs/product.md#messages) in one place, so every screen shows the same words.

export const NO_REFRESH_TOKEN = 'No refresh token available';
export const AUTH_INIT_FAILED = 'Failed to initialize authentication';
export const REFRESH_USER_FAILED = 'Failed to refresh user data';

const SERVER_ERROR = 'Server error. Please try again later';

/**
 * The message for a failed auth call. The server's own message wins only where the
 * catalogue says so (400, 422, other 4xx and other 5xx); the fixed rows hide it.
 */
export function authErrorMessage(status: number | undefined, serverMessage?: string): string {
  // A blank message from the server says nothing; treat it as absent.
  const server = serverMessage?.trim() ? serverMessage : undefined;
  if (status === undefined || !Number.isFinite(status)) return 'An unexpected error occurred';
  switch (status) {
    case 400:
      return server ?? 'Invalid request data';
    case 401:
      return 'Invalid credentials or session expired';
    case 403:
      return 'Access forbidden';
    case 404:
      return 'Service not found';
    case 422:
      return server ?? 'Validation error';
    case 429:
      return 'Too many requests. Please try again later';
    case 500:
      return SERVER_ERROR;
    case 503:
      return 'Service temporarily unavailable';
  }
  if (status >= 500) return server ?? SERVER_ERROR;
  if (status >= 400) return server ?? 'Client error occurred';
  return 'An unexpected error occurred';
}
