import { describeEachDatabase } from '../../helpers/databases';
import {
  uniqueEmail,
  type ApiErrorBody,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { codeFrom } from './smtp-inbox';
import { useSignInSuite } from './sign-in-suite';

const MINUTE = 60_000;
const TOO_MANY = 'Too many requests. Please try again later';

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describeEachDatabase('sign-in with an e-mailed code', (database) => {
  const suite = useSignInSuite(database);

  it('mails a code through SMTP and exchanges it for tokens and the user', async () => {
    // Stored and shown lower-cased; what the shopper typed may have capitals and spaces.
    const email = uniqueEmail('rahim');
    const start = await suite.server.post<ChallengeAnswer>('/auth/user/signin', {
      email: `  ${email.toUpperCase()} `,
      verificationType: 'email',
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      userId: expect.any(String),
      challengeId: expect.any(String),
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });

    const mail = await suite.inbox.nextMail(email);
    expect(mail.raw).toMatch(/^Subject: Your Circuit Haat sign-in code/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{6}$/);

    // Only a keyed hash of the code is stored.
    const stored = await database.db.selectFrom('otp_challenges').selectAll().execute();
    const row = stored.find((challenge) => challenge.id === start.body.challengeId);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await suite.server.post<SignedIn>('/auth/user/verify-otp', {
      userId: start.body.userId,
      otpCode: code,
      verificationType: 'email',
      challengeId: start.body.challengeId,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: {
        id: expect.any(String),
        email,
        name: email.split('@')[0],
        user_ref: expect.stringMatching(/^CH-[0-9A-F]{10}$/),
        phoneNumber: null,
        isVerified: true,
        role: 'user',
      },
    });
    expect(Buffer.from(verified.body.refresh_token, 'base64url')).toHaveLength(32);
    // The id the caller held named the attempt, never the account.
    expect(verified.body.user.id).not.toBe(start.body.userId);

    const profile = await suite.server.get('/user/profile', verified.body.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(verified.body.user);
  });

  it('signs the same user in again without creating another account', async () => {
    const email = uniqueEmail('again');
    const first = await suite.signIn(email);
    suite.clock.advance(MINUTE + 1000);
    const second = await suite.signIn(email);
    expect(second.user.id).toBe(first.user.id);
  });

  it('refuses malformed e-mails with the spec messages', async () => {
    const empty = await suite.server.post<ApiErrorBody>('/auth/user/signin', { email: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Email is required');
    const bad = await suite.server.post<ApiErrorBody>('/auth/user/signin', { email: 'a b@c.d' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
    const missing = await suite.server.post<ApiErrorBody>('/auth/user/signin', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('body/email is required');
  });

  it('refuses a code that is not six digits before counting a try', async () => {
    const { userId, challengeId, code } = await suite.requestCode(uniqueEmail('shape'));
    for (const otpCode of ['12345', '1234567', 'abcdef', '']) {
      const answer = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', {
        userId,
        challengeId,
        otpCode,
        verificationType: 'email',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Please enter a valid 6-digit OTP');
    }
    const ok = await suite.server.post('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(ok.status).toBe(200);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const { userId, challengeId, code } = await suite.requestCode(uniqueEmail('guesser'));
    for (let i = 0; i < 5; i += 1) {
      const wrong = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', {
        userId,
        challengeId,
        otpCode: otherCode(code),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toEqual({
        code: 'INVALID_OTP',
        message: 'Invalid OTP. Please try again.',
      });
    }
    const right = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe('OTP_LOCKED');
  });

  it('takes the right code on the fifth try', async () => {
    const { userId, challengeId, code } = await suite.requestCode(uniqueEmail('fifth'));
    for (let i = 0; i < 4; i += 1) {
      await suite.server.post('/auth/user/verify-otp', {
        userId,
        challengeId,
        otpCode: otherCode(code),
      });
    }
    const right = await suite.server.post('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(right.status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const { userId, challengeId, code } = await suite.requestCode(uniqueEmail('late'));
    suite.clock.advance(10 * MINUTE);
    const late = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('OTP_EXPIRED');
  });

  it('accepts a code just before 10 minutes', async () => {
    const { userId, challengeId, code } = await suite.requestCode(uniqueEmail('intime'));
    suite.clock.advance(10 * MINUTE - 1000);
    const answer = await suite.server.post('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const { userId, code, challengeId } = await suite.requestCode(uniqueEmail('reuse'));
    const first = await suite.server.post('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(first.status).toBe(200);
    for (const body of [
      { userId, challengeId, otpCode: code },
      { userId: 'someone-else', otpCode: code, challengeId },
    ]) {
      const again = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', body);
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('INVALID_OTP');
    }
  });

  it('accepts a code only for the sign-in request that created it, and a newer request kills no code', async () => {
    const email = uniqueEmail('bound');
    const first = await suite.requestCode(email);
    suite.clock.advance(MINUTE + 1000);
    const second = await suite.requestCode(email);
    expect(second.challengeId).not.toBe(first.challengeId);

    // A challenge's id is required: a code alone completes nothing.
    const bare = await suite.server.post<ApiErrorBody>('/auth/user/verify-otp', {
      userId: second.userId,
      otpCode: second.code,
    });
    expect(bare.status).toBe(400);
    // The new code is not valid for the first request.
    const crossed = await suite.server.post('/auth/user/verify-otp', {
      userId: first.userId,
      otpCode: second.code,
      challengeId: first.challengeId,
    });
    expect(crossed.status).toBe(400);
    // Another attempt's id with a valid challenge is wrong too.
    const other = await suite.requestCode(uniqueEmail('other'));
    const foreign = await suite.server.post('/auth/user/verify-otp', {
      userId: other.userId,
      otpCode: second.code,
      challengeId: second.challengeId,
    });
    expect(foreign.status).toBe(400);

    const ok = await suite.server.post<SignedIn>('/auth/user/verify-otp', {
      userId: second.userId,
      otpCode: second.code,
      challengeId: second.challengeId,
    });
    expect(ok.status).toBe(200);
    // The first request's code was not killed by the second request.
    const firstOk = await suite.server.post<SignedIn>('/auth/user/verify-otp', {
      userId: first.userId,
      otpCode: first.code,
      challengeId: first.challengeId,
    });
    expect(firstOk.status).toBe(200);
    expect(firstOk.body.user.id).toBe(ok.body.user.id);
  });

  it('answers 429 to a resend within 60 s, then mails a new code; the old one still works', async () => {
    const email = uniqueEmail('resend');
    const first = await suite.requestCode(email);
    suite.clock.advance(59_000);
    const early = await suite.server.post<ApiErrorBody>('/auth/user/resend-otp', {
      userId: first.userId,
      verificationType: 'email',
      challengeId: first.challengeId,
    });
    expect(early.status).toBe(429);
    expect(early.body.error.message).toBe(TOO_MANY);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A new sign-in for the same address is held back just the same.
    const again = await suite.server.post('/auth/user/signin', { email });
    expect(again.status).toBe(429);

    suite.clock.advance(1000);
    const resent = await suite.server.post<ChallengeAnswer>('/auth/user/resend-otp', {
      userId: first.userId,
      verificationType: 'email',
      challengeId: first.challengeId,
    });
    expect(resent.status).toBe(200);
    const newCode = codeFrom(await suite.inbox.nextMail(email));

    const ok = await suite.server.post('/auth/user/verify-otp', {
      userId: resent.body.userId,
      otpCode: newCode,
      challengeId: resent.body.challengeId,
    });
    expect(ok.status).toBe(200);
    const old = await suite.server.post('/auth/user/verify-otp', {
      userId: first.userId,
      otpCode: first.code,
      challengeId: first.challengeId,
    });
    expect(old.status).toBe(200);
  });

  it('refuses a resend when no sign-in is in progress', async () => {
    const unknown = await suite.server.post<ApiErrorBody>('/auth/user/resend-otp', {
      userId: 'no-such-user',
      challengeId: 'no-such-challenge',
      verificationType: 'email',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('NO_SIGN_IN');
  });

  it('mails at most 5 codes per address and hour', async () => {
    const email = uniqueEmail('hourly');
    const first = await suite.requestCode(email);
    for (let i = 0; i < 4; i += 1) {
      suite.clock.advance(MINUTE + 1000);
      const resent = await suite.server.post('/auth/user/resend-otp', {
        userId: first.userId,
        challengeId: first.challengeId,
      });
      expect(resent.status).toBe(200);
    }
    suite.clock.advance(MINUTE + 1000);
    const sixth = await suite.server.post<ApiErrorBody>('/auth/user/resend-otp', {
      userId: first.userId,
      challengeId: first.challengeId,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(TOO_MANY);
    const viaSignIn = await suite.server.post('/auth/user/signin', { email });
    expect(viaSignIn.status).toBe(429);

    // An hour after the first send, one slot is free again.
    suite.clock.advance(60 * MINUTE - 5 * (MINUTE + 1000));
    const later = await suite.server.post('/auth/user/signin', { email });
    expect(later.status).toBe(200);
  });
});

describeEachDatabase('sign-in codes per IP address', (database) => {
  const suite = useSignInSuite(database, { OTP_SENDS_PER_IP_PER_HOUR: 3 });

  it('answers 429 once one address has asked for too many codes this hour', async () => {
    for (let i = 0; i < 3; i += 1) await suite.requestCode(uniqueEmail(`ip${i}`));
    const fourth = await suite.server.post<ApiErrorBody>('/auth/user/signin', {
      email: uniqueEmail('ip3'),
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe(TOO_MANY);
    // Refused before any account is made.
    const users = await database.db.selectFrom('users').select('email').execute();
    expect(users.some((user) => user.email.startsWith('ip3.'))).toBe(false);
  });
});
