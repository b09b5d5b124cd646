import type { Config } from '../../../src/config';
import type { TestDatabase } from '../../helpers/databases';
import {
  startAuthServer,
  TestClock,
  type AuthServer,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { codeFrom, startSmtpInbox, type SmtpInbox } from './smtp-inbox';

export interface SignInSuite {
  readonly server: AuthServer;
  readonly inbox: SmtpInbox;
  readonly clock: TestClock;
  /** POST /auth/user/signin and the code from the mail it sent. */
  requestCode(email: string): Promise<ChallengeAnswer & { code: string }>;
  /** A whole code sign-in. */
  signIn(email: string): Promise<SignedIn>;
}

/**
 * For a describeEachDatabase block: an SMTP listener and the API (mail through SMTP,
 * an injected clock), started before and stopped after the block.
 */
export function useSignInSuite(
  database: TestDatabase,
  overrides: Partial<Config> = {},
): SignInSuite {
  let server: AuthServer | undefined;
  let inbox: SmtpInbox | undefined;
  const clock = new TestClock();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startAuthServer({
      config: {
        ...database.config,
        SMTP_URL: inbox.url,
        // Every test here comes from 127.0.0.1; the per-IP limit has its own test.
        OTP_SENDS_PER_IP_PER_HOUR: 1000,
        ...overrides,
      },
      db: database.db,
      clock,
    });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const suite: SignInSuite = {
    get server() {
      if (!server) throw new Error('use the suite inside tests');
      return server;
    },
    get inbox() {
      if (!inbox) throw new Error('use the suite inside tests');
      return inbox;
    },
    clock,
    async requestCode(email) {
      const answer = await suite.server.post<ChallengeAnswer>('/auth/user/signin', {
        email,
        verificationType: 'email',
      });
      if (answer.status !== 200) {
        throw new Error(`signin answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      const mail = await suite.inbox.nextMail(email);
      return { ...answer.body, code: codeFrom(mail) };
    },
    async signIn(email) {
      const { userId, challengeId, code } = await suite.requestCode(email);
      const answer = await suite.server.post<SignedIn>('/auth/user/verify-otp', {
        userId,
        challengeId,
        otpCode: code,
        verificationType: 'email',
      });
      if (answer.status !== 200) {
        throw new Error(`verify-otp answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      return answer.body;
    },
  };
  return suite;
}
