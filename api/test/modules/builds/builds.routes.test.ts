import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { MAX_BUILDS_PER_USER } from '../../../src/modules/builds/builds.schemas';
import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type SignedIn } from '../auth/auth-test-kit';
import { useSignInSuite } from '../auth/sign-in-suite';

// Saved PC builds over real HTTP: the owner creates, lists, reads, renames and deletes;
// anyone else gets 404; the share id opens a read-only copy without signing in.

interface Build {
  id: string;
  shareId: string;
  name: string;
  parts: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  check: { problems: { code: string }[] };
}
type Body = Build & { items: Build[]; error: { code: string; message: string } };

describeEachDatabase('/builds', (database) => {
  const suite = useSignInSuite(database);
  let owner: SignedIn;
  let stranger: SignedIn;
  let parts: { cpu: string; motherboard: string; ram: string };

  beforeAll(async () => {
    await seedCatalog(database.db);
    owner = await suite.signIn(uniqueEmail('builder'));
    stranger = await suite.signIn(uniqueEmail('stranger'));
    const id = async (category: string) =>
      (
        await database.db
          .selectFrom('products')
          .select('id')
          .where('builder_category', '=', category)
          .orderBy('price')
          .executeTakeFirstOrThrow()
      ).id;
    parts = {
      cpu: await id('processor'),
      motherboard: await id('motherboard'),
      ram: await id('ram'),
    };
  });

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
  }

  it('creates, lists, reads, renames and deletes a build of its owner', async () => {
    const created = await call(
      'POST',
      '/builds',
      { name: '  Eid gaming rig ', parts },
      owner.access_token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Eid gaming rig', parts });
    const { id } = created.body;

    const list = await call('GET', '/builds', undefined, owner.access_token);
    expect(list.body.items.map((build) => build.id)).toContain(id);

    // Opened, a build comes checked by the builder's rules (this one has a socket mismatch).
    const read = await call('GET', `/builds/${id}`, undefined, owner.access_token);
    expect(read.body).toEqual({ ...created.body, check: expect.any(Object) });
    expect(read.body.check.problems.map((problem) => problem.code)).toContain('cpu-socket');

    const renamed = await call('PATCH', `/builds/${id}`, { name: 'Office PC' }, owner.access_token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Office PC');
    expect((await call('GET', `/builds/${id}`, undefined, owner.access_token)).body.name).toBe(
      'Office PC',
    );

    expect((await call('DELETE', `/builds/${id}`, undefined, owner.access_token)).status).toBe(204);
    expect((await call('GET', `/builds/${id}`, undefined, owner.access_token)).status).toBe(404);
  });

  it("answers 404 to anyone but the owner, and leaves the owner's build alone", async () => {
    const { body } = await call('POST', '/builds', { name: 'Mine', parts }, owner.access_token);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/builds/${body.id}`, payload, stranger.access_token);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Build not found');
    }
    const strangers = await call('GET', '/builds', undefined, stranger.access_token);
    expect(strangers.body.items).toEqual([]);
    expect((await call('GET', `/builds/${body.id}`, undefined, owner.access_token)).body.name).toBe(
      'Mine',
    );
  });

  it('opens a shared build by its share id without signing in', async () => {
    const { body } = await call('POST', '/builds', { name: 'Share me', parts }, owner.access_token);
    const shared = await call('GET', `/builds/shared/${body.shareId}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({
      shareId: body.shareId,
      name: 'Share me',
      parts,
      createdAt: body.createdAt,
      check: expect.objectContaining({ problems: expect.any(Array), notes: expect.any(Array) }),
    });
    expect((await call('GET', `/builds/shared/${body.id}`)).status).toBe(404);
  });

  it('asks a guest to sign in for everything but the shared view', async () => {
    expect((await call('GET', '/builds')).status).toBe(401);
    expect((await call('POST', '/builds', { name: 'x', parts })).status).toBe(401);
  });

  it.each([
    [{ name: 'x', parts: {} }, 'parts'],
    [{ name: '', parts: { cpu: 'a' } }, 'name'],
    [{ name: '   ', parts: { cpu: 'a' } }, 'name'],
    [{ name: 'x'.repeat(81), parts: { cpu: 'a' } }, 'name'],
    [{ name: 'x', parts: { toaster: 'a' } }, 'toaster'],
    [{ name: 'x', parts: { cpu: 'no-such-product' } }, 'No product no-such-product'],
    [{ name: 'x', parts: { cpu: 'MOTHERBOARD' } }, 'not a part for the Processor slot'],
    [{ name: 'x', parts: { cpu: 'a' }, owner: 'me' }, 'owner'],
  ])('refuses %j with a 400 that says why', async (input, words) => {
    const body = JSON.parse(
      JSON.stringify(input).replace('"MOTHERBOARD"', JSON.stringify(parts.motherboard)),
    ) as unknown;
    const answer = await call('POST', '/builds', body, owner.access_token);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message.toLowerCase()).toContain(words.toLowerCase());
  });

  it(`keeps at most ${MAX_BUILDS_PER_USER} builds per account`, async () => {
    const someone = await suite.signIn(uniqueEmail('collector'));
    for (let i = 0; i < MAX_BUILDS_PER_USER; i += 1) {
      const answer = await call(
        'POST',
        '/builds',
        { name: `Build ${i}`, parts },
        someone.access_token,
      );
      expect(answer.status).toBe(201);
    }
    const refused = await call(
      'POST',
      '/builds',
      { name: 'One more', parts },
      someone.access_token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/at most 50 saved builds/);
    const list = await call('GET', '/builds', undefined, someone.access_token);
    expect(list.body.items).toHaveLength(MAX_BUILDS_PER_USER);
    await call('DELETE', `/builds/${list.body.items[0]!.id}`, undefined, someone.access_token);
    expect(
      (await call('POST', '/builds', { name: 'Fits again', parts }, someone.access_token)).status,
    ).toBe(201);
  });
});
