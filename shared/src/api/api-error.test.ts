import { ApiError, isApiError } from './api-error';

describe('ApiError', () => {
  it('is an Error carrying status, code and the server message', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'OTP must be 6 digits',
      serverMessage: 'OTP must be 6 digits',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('OTP must be 6 digits');
    expect(error.serverMessage).toBe('OTP must be 6 digits');
  });

  it('keeps the underlying failure as its cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline', cause });
    expect(error.cause).toBe(cause);
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('isApiError', () => {
  it('recognises ApiErrors, also from another copy of the package', () => {
    expect(isApiError(new ApiError({ status: 0, code: 'TIMEOUT', message: 't' }))).toBe(true);
    const foreign = Object.assign(new Error('x'), {
      name: 'ApiError',
      status: 500,
      code: 'HTTP_ERROR',
    });
    expect(isApiError(foreign)).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 500, code: 'X' })).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
