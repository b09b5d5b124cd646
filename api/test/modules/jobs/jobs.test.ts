import { describeEachDatabase } from '../../helpers/databases';
import {
  insertStaffUser,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// The durable job queue (docs/jobs.md) on both backends: pg-boss on PostgreSQL, the jobs
// table on SQLite. A failed run is retried after a pause; a job that used up its retries
// is shown to staff, who may run it again.

async function until<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase('durable jobs', (database) => {
  let server: CommerceServer;
  let admin: TestUser;
  let clerk: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({
      config: { ...database.config, JOB_RETRY_DELAY_MS: 20, JOB_POLL_MS: 20 },
      db: database.db,
    });
    admin = await insertStaffUser(database.db, 'admin');
    clerk = await insertStaffUser(database.db, 'staff');
  });

  afterAll(async () => {
    await server?.close();
  });

  const asAdmin = (method: string, path: string) =>
    request(server, method, path, { headers: { authorization: `Bearer ${admin.token}` } });

  it('a failing job is tried again after a pause until it succeeds', async () => {
    const runs: { attempt: number; data: unknown }[] = [];
    await server.app.jobs.work<{ n: number }>('test.flaky', async (data, run) => {
      runs.push({ attempt: run.attempt, data });
      if (run.attempt < 3) throw new Error(`not yet (${run.attempt})`);
    });
    const id = await server.app.jobs.send('test.flaky', { n: 7 }, { retryLimit: 5 });
    expect(id).toEqual(expect.any(String));

    const done = await until(async () => {
      const job = await server.app.jobs.get(id!);
      return job?.state === 'completed' ? job : undefined;
    });
    expect(runs).toEqual([
      { attempt: 1, data: { n: 7 } },
      { attempt: 2, data: { n: 7 } },
      { attempt: 3, data: { n: 7 } },
    ]);
    expect(done).toMatchObject({ state: 'completed', attempts: 3, lastError: null });
    expect(server.logs().match(/job failed; will retry/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('a singleton key keeps a second copy out while the first waits', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const first = await server.app.jobs.send(
      'test.later',
      {},
      { singletonKey: 'only-one', startAfter: later },
    );
    const second = await server.app.jobs.send(
      'test.later',
      {},
      { singletonKey: 'only-one', startAfter: later },
    );
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const pending = await asAdmin('GET', '/admin/jobs?state=pending');
    const shown = pending.body.items.find((job: { id: string }) => job.id === first);
    expect(shown).toMatchObject({ name: 'test.later', state: 'pending', attempts: 0 });
    expect(new Date(shown.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('a job that used up its retries is shown to staff with its reason, and an admin runs it again', async () => {
    let broken = true;
    await server.app.jobs.work('test.broken', async () => {
      if (broken) throw new Error('the warehouse API said no');
    });
    const id = (await server.app.jobs.send('test.broken', {}, { retryLimit: 1 }))!;

    const failed = await until(async () => {
      const listed = await asAdmin('GET', '/admin/jobs?state=failed');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      return listed.body.items.find((job: { id: string }) => job.id === id);
    });
    expect(failed).toMatchObject({
      id,
      name: 'test.broken',
      state: 'failed',
      attempts: 2,
      lastError: 'the warehouse API said no',
      nextRunAt: null,
    });

    // Only admins see or retry jobs; the input is checked.
    const staffSees = await request(server, 'GET', '/admin/jobs', {
      headers: { authorization: `Bearer ${clerk.token}` },
    });
    expect(staffSees.status).toBe(403);
    expect((await request(server, 'GET', '/admin/jobs')).status).toBe(401);
    expect((await asAdmin('GET', '/admin/jobs?state=lost')).status).toBe(400);
    expect((await asAdmin('POST', '/admin/jobs/not-a-job/retry')).status).toBe(400);
    const unknown = await asAdmin('POST', '/admin/jobs/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('JOB_NOT_FOUND');

    broken = false;
    const retried = await asAdmin('POST', `/admin/jobs/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, name: 'test.broken' });
    await until(async () => (await server.app.jobs.get(id))?.state === 'completed');

    // Not failed any more: nothing to retry.
    const again = await asAdmin('POST', `/admin/jobs/${id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('JOB_NOT_FAILED');

    const audit = await asAdmin('GET', `/admin/audit?entityType=job&entityId=${id}`);
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      action: 'job.retry',
      actorEmail: admin.email,
      before: { state: 'failed', attempts: 2, lastError: 'the warehouse API said no' },
    });
  });
});
