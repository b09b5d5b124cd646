import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import {
  login,
  logout,
  RateLimitedError,
  refreshSession,
  register,
  resendOtp,
  signIn,
  verifyOtp,
  type AuthDeps,
} from './auth.service';
import {
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resendOtpSchema,
  signInSchema,
  verifyOtpSchema,
  type AuthResponse,
} from './auth.schemas';
import { deriveOtpKey } from './otp-code';

export interface AuthRoutesOptions {
  /** Replaces the mailer made from the config (SMTP_URL or the outbox). */
  mailer?: Mailer;
  /** Replaces the limiter made from the config (REDIS_URL or in process). */
  limiter?: RateLimiter;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { config } = app;
  const mailer = options.mailer ?? createMailer(config, app.log);
  const limiter = options.limiter ?? createRateLimiter(config);
  app.addHook('onClose', async () => {
    if (!options.mailer) mailer.close();
    if (!options.limiter) await limiter.close();
  });
  // The error handler is shared by the whole API; this only adds the waiting time.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) {
      void reply.header('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
    }
  });

  const deps: AuthDeps = {
    db: app.db,
    now: app.now,
    adminEmails: config.ADMIN_EMAILS,
    jwtSecret: config.JWT_SECRET,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    otpKey: deriveOtpKey(config.JWT_SECRET),
    mailer,
    limiter,
    shopUrl: config.SHOP_URL,
    sendsPerIpPerHour: config.OTP_SENDS_PER_IP_PER_HOUR,
    codeFailuresPerIpPerDay: config.OTP_FAILURES_PER_IP_PER_DAY,
    logCodes: config.NODE_ENV === 'development',
    log: app.log,
  };

  // The code mail speaks the language of the request that asks for it.
  const spoken = (request: FastifyRequest): AuthDeps => ({ ...deps, locale: request.locale });
  // Signing in remembers the language the shopper is reading (their mails and a call
  // without Accept-Language speak it).
  const signedIn = async (request: FastifyRequest, session: AuthResponse) => {
    try {
      await app.rememberLocale(session.user.id, request.namedLocale);
    } catch (error) {
      request.log.warn({ err: error }, 'account language not saved');
    }
    return session;
  };

  app.post('/auth/user/signin', { schema: signInSchema }, async (request) =>
    signIn(spoken(request), request.body, request.ip),
  );
  app.post('/auth/user/resend-otp', { schema: resendOtpSchema }, async (request) =>
    resendOtp(spoken(request), request.body, request.ip),
  );
  app.post('/auth/user/verify-otp', { schema: verifyOtpSchema }, async (request) =>
    signedIn(request, await verifyOtp(deps, request.body, request.ip)),
  );
  app.post('/auth/refresh-token', { schema: refreshSchema }, async (request) =>
    refreshSession(deps, request.body.refreshToken),
  );
  app.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    await logout(deps, request.body?.refreshToken);
    return reply.code(204).send(null);
  });
  app.post('/auth/user/register', { schema: registerSchema }, async (request, reply) => {
    // Accepted, not created: the account opens when the mailed code is given.
    const challenge = await register(spoken(request), request.body, request.ip);
    return reply.code(202).send(challenge);
  });
  app.post('/auth/user/login', { schema: loginSchema }, async (request) =>
    signedIn(request, await login(deps, request.body, request.ip)),
  );
};
