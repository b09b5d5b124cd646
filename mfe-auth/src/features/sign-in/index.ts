// The sign-in feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { formatCountdown, useCountdown } from './countdown';
export { sanitizeOtpInput, validateOtp } from './otp-rules';
