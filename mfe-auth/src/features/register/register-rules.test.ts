import { CONFIRM_PASSWORD_REQUIRED, validateRegister, type RegisterInput } from './register-rules';

const valid: RegisterInput = {
  firstName: 'Rahim',
  lastName: 'Uddin',
  email: 'rahim@example.com',
  password: 'Sunbeam42',
  confirmPassword: 'Sunbeam42',
  agreeToTerms: true,
};

describe('validateRegister', () => {
  it('passes a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('requires the first and last name', () => {
    expect(validateRegister({ ...valid, firstName: '', lastName: '  ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('checks the e-mail like the login form', () => {
    expect(validateRegister({ ...valid, email: 'rahim@' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(validateRegister({ ...valid, email: '' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('asks for six characters before asking for a mix', () => {
    expect(validateRegister({ ...valid, password: 'Ab1', confirmPassword: 'Ab1' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('asks a new password for eight characters once it is mixed', () => {
    expect(validateRegister({ ...valid, password: 'Secret1', confirmPassword: 'Secret1' })).toEqual(
      {
        password: 'Password must be at least 8 characters',
      },
    );
  });

  it.each(['secret1', 'SECRET1', 'Secrets', '123456'])(
    'asks %p for an uppercase letter, a lowercase letter and a number',
    (password) => {
      expect(validateRegister({ ...valid, password, confirmPassword: password })).toEqual({
        password:
          'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      });
    },
  );

  it('requires the confirmation to match', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'Secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires a confirmation', () => {
    expect(validateRegister({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: CONFIRM_PASSWORD_REQUIRED,
    });
    expect(CONFIRM_PASSWORD_REQUIRED).toBe('Please confirm your password');
  });

  it('requires agreeing to the terms', () => {
    expect(validateRegister({ ...valid, agreeToTerms: false })).toEqual({
      agreeToTerms: 'You must agree to the terms and conditions',
    });
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(
        validateRegister({
          firstName: '',
          lastName: '',
          email: '',
          password: '',
          confirmPassword: '',
          agreeToTerms: false,
        }),
      ).sort(),
    ).toEqual(['agreeToTerms', 'confirmPassword', 'email', 'firstName', 'lastName', 'password']);
  });
});
