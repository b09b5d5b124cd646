import { OTP_INVALID, OTP_LENGTH, isValidOtp, sanitizeOtpInput, validateOtp } from './otp-rules';

describe('sanitizeOtpInput', () => {
  it('keeps digits only', () => {
    expect(sanitizeOtpInput('12a3-4 5')).toBe('12345');
    expect(sanitizeOtpInput('abc')).toBe('');
  });

  it('keeps at most six digits, e.g. of a pasted longer text', () => {
    expect(sanitizeOtpInput('1234567890')).toBe('123456');
    expect(sanitizeOtpInput('Your code: 482 913.')).toBe('482913');
    expect(OTP_LENGTH).toBe(6);
  });
});

describe('validateOtp', () => {
  it('accepts exactly six digits', () => {
    expect(validateOtp('012345')).toBeNull();
    expect(isValidOtp('999999')).toBe(true);
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '12 456'])('rejects %p', (otp) => {
    expect(validateOtp(otp)).toBe('Please enter a valid 6-digit OTP');
    expect(isValidOtp(otp)).toBe(false);
  });

  it('exports the exact message', () => {
    expect(OTP_INVALID).toBe('Please enter a valid 6-digit OTP');
  });
});
