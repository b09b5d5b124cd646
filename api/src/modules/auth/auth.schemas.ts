import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { PublicUserSchema } from '../users/users.schemas';

// Field formats (e-mail shape, six digits, password rules) are checked by the service,
// so the client gets the spec's own sentences instead of JSON-schema wording.

const VerificationType = Type.Literal('email', {
  description: 'Only e-mail codes exist; optional, defaults to email',
});

export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    verificationType: Type.Optional(VerificationType),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBodySchema>;

export const ChallengeResponseSchema = Type.Object(
  {
    /** The sign-in attempt (the same as challengeId): never the account's id. */
    userId: Type.String(),
    /** The sign-in request the mailed code belongs to; send it back with the code. */
    challengeId: Type.String(),
    expiresInSeconds: Type.Integer(),
    resendAfterSeconds: Type.Integer(),
  },
  { additionalProperties: false },
);
export type ChallengeResponse = Static<typeof ChallengeResponseSchema>;

export const VerifyOtpBodySchema = Type.Object(
  {
    userId: Type.String({ maxLength: 100 }),
    otpCode: Type.String({ maxLength: 20 }),
    verificationType: Type.Optional(VerificationType),
    /** The challenge the code was mailed for: a code completes only its own challenge. */
    challengeId: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBodySchema>;

export const ResendOtpBodySchema = Type.Object(
  {
    userId: Type.String({ maxLength: 100 }),
    verificationType: Type.Optional(VerificationType),
    challengeId: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type ResendOtpBody = Static<typeof ResendOtpBodySchema>;

export const RefreshBodySchema = Type.Object(
  { refreshToken: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBodySchema>;

export const LogoutBodySchema = Type.Object(
  { refreshToken: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBodySchema>;

export const RegisterBodySchema = Type.Object(
  {
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const AuthResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    user: PublicUserSchema,
  },
  { additionalProperties: false },
);
export type AuthResponse = Static<typeof AuthResponseSchema>;

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export const signInSchema = {
  summary:
    'Start an e-mail sign-in: mails a 6-digit code; a new address becomes an account when its code is given',
  body: SignInBodySchema,
  response: { 200: ChallengeResponseSchema, ...errors },
};
export const resendOtpSchema = {
  summary: 'Mail a new code for the sign-in in progress (not within 60 s of the last one)',
  body: ResendOtpBodySchema,
  response: { 200: ChallengeResponseSchema, ...errors },
};
export const verifyOtpSchema = {
  summary: 'Exchange the mailed code for an access and a refresh token',
  body: VerifyOtpBodySchema,
  response: { 200: AuthResponseSchema, ...errors },
};
export const refreshSchema = {
  summary: 'Rotate a refresh token: a new pair and the user; an old token revokes its family',
  body: RefreshBodySchema,
  response: { 200: AuthResponseSchema, ...errors },
};
export const logoutSchema = {
  summary: "Sign out: revokes the refresh token's family",
  body: LogoutBodySchema,
  response: { 204: Type.Null(), ...errors },
};
export const registerSchema = {
  summary:
    'Register with a password: mails a confirmation code; the account opens (and signs in) when verify-otp gets the code',
  body: RegisterBodySchema,
  response: { 202: ChallengeResponseSchema, ...errors },
};
export const loginSchema = {
  summary: 'Sign in with e-mail and password',
  body: LoginBodySchema,
  response: { 200: AuthResponseSchema, ...errors },
};
