import { PHONE_INVALID, isValidPhone, validatePhone } from './phone';

describe('validatePhone', () => {
  it('accepts an empty phone, as it is optional', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('   ')).toBeNull();
    expect(validatePhone(undefined)).toBeNull();
    expect(validatePhone(null)).toBeNull();
  });

  it.each(['01712345678', '+8801712345678', '+81 90-1234-5678', '(03) 1234-5678', '0171234567'])(
    'accepts %p',
    (phone) => {
      expect(validatePhone(phone)).toBeNull();
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    '017123456',
    '+81 90 12',
    '++8801712345678',
    '0171234567x',
    '017-123.4567',
    '8801712345+',
  ])('rejects %p', (phone) => {
    expect(validatePhone(phone)).toBe('Please enter a valid phone number');
    expect(isValidPhone(phone)).toBe(false);
  });

  it('counts the characters after the plus sign: ten of them are needed', () => {
    expect(validatePhone('+123456789')).toBe(PHONE_INVALID);
    expect(validatePhone('+1234567890')).toBeNull();
  });
});
