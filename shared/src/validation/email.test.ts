import { EMAIL_INVALID, EMAIL_REQUIRED, isValidEmail, validateEmail } from './email';

describe('validateEmail (sign-in)', () => {
  it('asks for an e-mail when there is none', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(EMAIL_REQUIRED).toBe('Email is required');
  });

  it.each([
    'rahim',
    'rahim@',
    'rahim@example',
    '@example.com',
    'rahim@example.',
    'ra him@example.com',
    'rahim@exa mple.com',
    'a@b@c.d',
  ])('rejects %p', (email) => {
    expect(validateEmail(email)).toBe('Please enter a valid email address');
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    'rahim@example.com',
    'a@b.c',
    'karim.uddin+shop@mail.example.jp',
    ' rahim@example.com ',
  ])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(isValidEmail(email)).toBe(true);
  });

  it('exports the exact message', () => {
    expect(EMAIL_INVALID).toBe('Please enter a valid email address');
  });
});
