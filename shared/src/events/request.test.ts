import { authRenewSession, type RenewSession, type SessionRenewal } from './auth';
import { BusPayloadError, EventBus } from './bus';
import { answerRequests, ask, type Reply } from './request';
import type { Answered } from './topic';

// Requests: a command whose owner answers the sender, by the request's id, on the topic's
// answer signal. auth:renew-session is the one the shop has.

/** Payloads cast to the topic's type as an untyped caller (another remote's copy) would send them. */
const bad = <T>(value: unknown): T => value as T;

const renewed: SessionRenewal = { outcome: 'renewed', accessToken: 'a2' };

afterEach(() => jest.useRealTimers());

describe('auth:renew-session', () => {
  it('is owned by the auth remote and answered on auth:renew-session:answer', () => {
    expect(authRenewSession.name).toBe('auth:renew-session');
    expect(authRenewSession.owner).toBe('auth');
    expect(authRenewSession.request.name).toBe('auth:renew-session');
    expect(authRenewSession.answer.name).toBe('auth:renew-session:answer');
    expect(authRenewSession.answer.owner).toBe('auth');
  });

  it.each<[string, unknown, boolean]>([
    ['a refused token', { id: 'r1', refused: 'a1' }, true],
    ['no token (the call carried none)', { id: 'r1', refused: null }, true],
    ['no id', { refused: 'a1' }, false],
    ['an empty id', { id: '', refused: 'a1' }, false],
    ['a token given as a number', { id: 'r1', refused: 42 }, false],
  ])('takes a request with %s: %s', (_label, request, valid) => {
    expect(authRenewSession.request.guard(request)).toBe(valid);
  });

  it.each<[string, unknown, boolean]>([
    ['renewed with a token', { id: 'r1', ok: true, value: renewed }, true],
    ['signed out', { id: 'r1', ok: true, value: { outcome: 'signed-out' } }, true],
    ['no session', { id: 'r1', ok: true, value: { outcome: 'no-session' } }, true],
    ['a failure with its reason', { id: 'r1', ok: false, error: 'broke' }, true],
    ['renewed without a token', { id: 'r1', ok: true, value: { outcome: 'renewed' } }, false],
    [
      'renewed with an empty token',
      { id: 'r1', ok: true, value: { outcome: 'renewed', accessToken: '' } },
      false,
    ],
    ['an unknown outcome', { id: 'r1', ok: true, value: { outcome: 'maybe' } }, false],
    ['no id', { ok: true, value: renewed }, false],
    ['a failure without a reason', { id: 'r1', ok: false }, false],
  ])('takes an answer %s: %s', (_label, answer, valid) => {
    expect(authRenewSession.answer.guard(answer)).toBe(valid);
  });
});

describe('ask and answerRequests', () => {
  it("resolve with the owner's answer, handing the owner the request without losing its fields", async () => {
    const bus = new EventBus();
    const handler = jest.fn((_request: RenewSession) => renewed);
    answerRequests(bus, authRenewSession, handler);

    await expect(ask(bus, authRenewSession, { refused: 'a1' })).resolves.toEqual({
      status: 'answered',
      answer: renewed,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ refused: 'a1' });
  });

  it('wait for an owner that answers later (a refresh on its way)', async () => {
    const bus = new EventBus();
    let answer: (renewal: SessionRenewal) => void = () => undefined;
    answerRequests(bus, authRenewSession, () => new Promise((resolve) => (answer = resolve)));

    let reply: Reply<SessionRenewal> | undefined;
    const asked = ask(bus, authRenewSession, { refused: 'a1' }).then((r) => (reply = r));
    await Promise.resolve();
    expect(reply).toBeUndefined();
    answer({ outcome: 'signed-out' });
    await asked;
    expect(reply).toEqual({ status: 'answered', answer: { outcome: 'signed-out' } });
  });

  it('keep the answers of concurrent requests apart by their ids', async () => {
    const bus = new EventBus();
    const pending = new Map<string | null, (renewal: SessionRenewal) => void>();
    answerRequests(
      bus,
      authRenewSession,
      ({ refused }) => new Promise<SessionRenewal>((resolve) => pending.set(refused, resolve)),
    );

    const first = ask(bus, authRenewSession, { refused: 'first' });
    const second = ask(bus, authRenewSession, { refused: 'second' });
    await Promise.resolve();
    pending.get('second')?.({ outcome: 'renewed', accessToken: 'for-second' });
    pending.get('first')?.({ outcome: 'no-session' });

    await expect(first).resolves.toEqual({ status: 'answered', answer: { outcome: 'no-session' } });
    await expect(second).resolves.toEqual({
      status: 'answered',
      answer: { outcome: 'renewed', accessToken: 'for-second' },
    });
  });

  it("tell the sender 'failed' when the owner's handler throws, instead of leaving it waiting", async () => {
    const bus = new EventBus();
    answerRequests(bus, authRenewSession, () => {
      throw new Error('storage exploded');
    });
    await expect(ask(bus, authRenewSession, { refused: 'a1' })).resolves.toEqual({
      status: 'failed',
      error: 'storage exploded',
    });
  });

  it("tell the sender 'failed' when the owner answers something the topic refuses", async () => {
    const bus = new EventBus();
    answerRequests(bus, authRenewSession, () => bad<SessionRenewal>({ outcome: 'renewed' }));
    const reply = await ask(bus, authRenewSession, { refused: 'a1' });
    expect(reply.status).toBe('failed');
    expect(reply.status === 'failed' && reply.error).toContain('auth:renew-session:answer');
  });

  it("tell the sender 'no-owner' after waitForOwnerMs when nobody answers, and a later owner never sees it", async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let reply: Reply<SessionRenewal> | undefined;
    void ask(bus, authRenewSession, { refused: 'a1' }, { waitForOwnerMs: 200 }).then(
      (r) => (reply = r),
    );

    await jest.advanceTimersByTimeAsync(199);
    expect(reply).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(reply).toEqual({ status: 'no-owner', topic: 'auth:renew-session' });

    const late = jest.fn(() => renewed);
    answerRequests(bus, authRenewSession, late);
    await jest.advanceTimersByTimeAsync(5000);
    expect(late).not.toHaveBeenCalled();
  });

  it('reach an owner that starts while the sender waits', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let reply: Reply<SessionRenewal> | undefined;
    void ask(bus, authRenewSession, { refused: 'a1' }, { waitForOwnerMs: 1000 }).then(
      (r) => (reply = r),
    );
    await jest.advanceTimersByTimeAsync(400);
    answerRequests(bus, authRenewSession, () => renewed);
    await jest.advanceTimersByTimeAsync(0);
    expect(reply).toEqual({ status: 'answered', answer: renewed });
  });

  it('no longer reach an owner that stopped answering', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    const handler = jest.fn(() => renewed);
    const stop = answerRequests(bus, authRenewSession, handler);
    stop();
    let reply: Reply<SessionRenewal> | undefined;
    void ask(bus, authRenewSession, { refused: 'a1' }, { waitForOwnerMs: 50 }).then(
      (r) => (reply = r),
    );
    await jest.advanceTimersByTimeAsync(50);
    expect(reply).toEqual({ status: 'no-owner', topic: 'auth:renew-session' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('reject a bad request at once with BusPayloadError and bother no owner', async () => {
    const bus = new EventBus();
    const handler = jest.fn(() => renewed);
    answerRequests(bus, authRenewSession, handler);
    await expect(
      ask(bus, authRenewSession, bad<RenewSession>({ refused: 7 })),
    ).rejects.toBeInstanceOf(BusPayloadError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('give every request an id of its own', async () => {
    const bus = new EventBus();
    answerRequests(bus, authRenewSession, () => renewed);
    const seen: Answered<SessionRenewal>[] = [];
    const watcher = bus.on(authRenewSession.answer).subscribe((answer) => seen.push(answer));
    await ask(bus, authRenewSession, { refused: 'a1' });
    await ask(bus, authRenewSession, { refused: 'a2' });
    watcher.unsubscribe();
    expect(seen).toHaveLength(2);
    expect(seen[0]?.id).not.toBe(seen[1]?.id);
  });
});
