import { LOGIN_EMAIL_INVALID, PASSWORD_TOO_SHORT, validateLogin } from './login-rules';

describe('validateLogin', () => {
  it('passes a good e-mail and a password of six characters', () => {
    expect(validateLogin({ email: 'rahim@example.com', password: 'secret' })).toEqual({});
  });

  it.each(['', '   ', 'rahim', 'rahim@example', 'ra him@example.com'])(
    'flags the e-mail %p',
    (email) => {
      expect(validateLogin({ email, password: 'secret' })).toEqual({
        email: 'Please enter a valid email',
      });
    },
  );

  it.each(['', '12345'])('flags the password %p as too short', (password) => {
    expect(validateLogin({ email: 'rahim@example.com', password })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('reports both fields at once', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: LOGIN_EMAIL_INVALID,
      password: PASSWORD_TOO_SHORT,
    });
  });
});
