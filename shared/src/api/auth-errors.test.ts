import {
  AUTH_INIT_FAILED,
  NO_REFRESH_TOKEN,
  REFRESH_USER_FAILED,
  authErrorMessage,
} from './auth-errors';

describe('authErrorMessage (docs/product.md#messages)', () => {
  it.each([
    [400, 'Email is missing', 'Email is missing'],
    [400, undefined, 'Invalid request data'],
    [401, 'jwt expired', 'Invalid credentials or session expired'],
    [401, undefined, 'Invalid credentials or session expired'],
    [403, 'nope', 'Access forbidden'],
    [403, undefined, 'Access forbidden'],
    [404, 'Route GET:/x not found', 'Service not found'],
    [404, undefined, 'Service not found'],
    [422, 'OTP must be 6 digits', 'OTP must be 6 digits'],
    [422, undefined, 'Validation error'],
    [429, 'Rate limit exceeded', 'Too many requests. Please try again later'],
    [429, undefined, 'Too many requests. Please try again later'],
    [500, 'SQLITE_BUSY', 'Server error. Please try again later'],
    [500, undefined, 'Server error. Please try again later'],
    [503, 'Redis down', 'Service temporarily unavailable'],
    [503, undefined, 'Service temporarily unavailable'],
    [502, 'Bad gateway upstream', 'Bad gateway upstream'],
    [504, undefined, 'Server error. Please try again later'],
    [409, 'Email already registered', 'Email already registered'],
    [410, undefined, 'Client error occurred'],
    [418, '', 'Client error occurred'],
    [302, 'Found', 'An unexpected error occurred'],
    [200, undefined, 'An unexpected error occurred'],
    [0, 'Network down', 'An unexpected error occurred'],
    [undefined, 'whatever', 'An unexpected error occurred'],
    [undefined, undefined, 'An unexpected error occurred'],
    [Number.NaN, undefined, 'An unexpected error occurred'],
  ])('status %p with server message %p -> %p', (status, serverMessage, expected) => {
    expect(authErrorMessage(status, serverMessage)).toBe(expected);
  });

  it('treats a blank server message as absent', () => {
    expect(authErrorMessage(400, '   ')).toBe('Invalid request data');
    expect(authErrorMessage(422, '')).toBe('Validation error');
    expect(authErrorMessage(502, ' ')).toBe('Server error. Please try again later');
  });
});

describe('other auth messages', () => {
  it('keeps the catalogue texts', () => {
    expect(NO_REFRESH_TOKEN).toBe('No refresh token available');
    expect(AUTH_INIT_FAILED).toBe('Failed to initialize authentication');
    expect(REFRESH_USER_FAILED).toBe('Failed to refresh user data');
  });
});
