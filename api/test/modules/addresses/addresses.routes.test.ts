import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshAreas } from '../../../src/modules/shipping/bangladesh-areas';
import {
  insertUser,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// /me/addresses: a signed-in shopper's address book, checked by checkout's rules, and
// nobody else's to read or change.

const areas = bangladeshAreas();
const dhakaDistrict = areas.districts.find((d) => d.name === 'Dhaka')!;
const gulshan = areas.upazilas.find((u) => u.name === 'Gulshan')!;

const HOME = {
  label: 'Home',
  firstName: 'Rahim',
  lastName: 'Uddin',
  phone: '01712345678',
  address: 'House 12, Road 5',
  country: 'BD',
  division: dhakaDistrict.divisionId,
  district: dhakaDistrict.id,
  upazila: gulshan.id,
};
const TOKYO = {
  label: 'Office',
  firstName: 'Hanako',
  lastName: 'Yamada',
  address: '1-1-1',
  city: '千代田区',
  town: '丸の内',
  zipCode: '1000005',
  country: 'Japan',
};

describeEachDatabase('saved addresses', (database) => {
  let server: CommerceServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    alice = await insertUser(database.db);
    bob = await insertUser(database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  it('keeps, lists, replaces and deletes a shopper’s addresses, normalised as checkout stores them', async () => {
    server.setNow('2026-11-24T01:00:00.000Z');
    const home = await request(server, 'POST', '/me/addresses', { body: HOME, headers: as(alice) });
    expect(home.status).toBe(201);
    expect(home.body).toMatchObject({
      id: expect.any(String),
      label: 'Home',
      phone: '+8801712345678',
      country: 'Bangladesh',
      countryCode: 'BD',
      city: 'Dhaka',
      state: 'Dhaka',
      area: { upazila: { name: 'Gulshan', bn: 'গুলশান' }, dhakaCity: true },
    });
    // Listed oldest first: the second is saved a minute later.
    server.setNow('2026-11-24T01:01:00.000Z');
    const office = await request(server, 'POST', '/me/addresses', {
      body: TOKYO,
      headers: as(alice),
    });
    expect(office.status).toBe(201);
    // The prefecture comes from the postcode, which is kept as NNN-NNNN.
    expect(office.body).toMatchObject({ state: 'Tokyo', zipCode: '100-0005', area: null });

    const list = await request(server, 'GET', '/me/addresses', { headers: as(alice) });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.limit).toBe(10);
    expect(list.body.items.map((a: { label: string }) => a.label)).toEqual(['Home', 'Office']);

    const moved = await request(server, 'PUT', `/me/addresses/${home.body.id}`, {
      body: { ...HOME, address: 'House 99' },
      headers: as(alice),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: home.body.id, address: 'House 99' });

    const gone = await request(server, 'DELETE', `/me/addresses/${office.body.id}`, {
      headers: as(alice),
    });
    expect(gone.status).toBe(204);
    const after = await request(server, 'GET', '/me/addresses', { headers: as(alice) });
    expect(after.body.items.map((a: { id: string }) => a.id)).toEqual([home.body.id]);
  });

  it('never shows or changes another shopper’s address: the same 404 as an id that does not exist', async () => {
    const mine = await request(server, 'POST', '/me/addresses', { body: HOME, headers: as(bob) });
    expect(mine.status).toBe(201);
    const theirs = await request(server, 'GET', '/me/addresses', { headers: as(alice) });
    expect(theirs.body.items.map((a: { id: string }) => a.id)).not.toContain(mine.body.id);
    for (const [method, body] of [
      ['PUT', HOME],
      ['DELETE', undefined],
    ] as const) {
      const response = await request(server, method, `/me/addresses/${mine.body.id}`, {
        ...(body ? { body } : {}),
        headers: as(alice),
      });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({
        code: 'ADDRESS_NOT_FOUND',
        message: 'Address not found',
      });
    }
    const still = await request(server, 'GET', '/me/addresses', { headers: as(bob) });
    expect(still.body.items).toEqual([
      expect.objectContaining({ id: mine.body.id, address: HOME.address }),
    ]);
  });

  it('asks for a sign-in', async () => {
    expect((await request(server, 'GET', '/me/addresses')).status).toBe(401);
    expect((await request(server, 'POST', '/me/addresses', { body: HOME })).status).toBe(401);
  });

  it('checks an address by the rules of checkout, a message per field', async () => {
    const carol = await insertUser(database.db);
    const bad = await request(server, 'POST', '/me/addresses', {
      body: { ...HOME, phone: '12345', upazila: '999999' },
      headers: as(carol),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      phone: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
      upazila: 'Choose an upazila or thana of the chosen district',
    });
    const mismatch = await request(server, 'POST', '/me/addresses', {
      body: { ...TOKYO, state: 'Osaka' },
      headers: as(carol),
    });
    expect(mismatch.body.error.fields).toEqual({
      zipCode: 'Postcode 100-0005 is in Tokyo, not in Osaka',
    });
    const unknownField = await request(server, 'POST', '/me/addresses', {
      body: { ...HOME, userId: alice.id },
      headers: as(carol),
    });
    expect(unknownField.status).toBe(400);
    const none = await request(server, 'GET', '/me/addresses', { headers: as(carol) });
    expect(none.body.items).toEqual([]);
  });

  it('keeps at most 10 addresses per shopper', async () => {
    const dave = await insertUser(database.db);
    for (let i = 0; i < 10; i += 1) {
      const saved = await request(server, 'POST', '/me/addresses', {
        body: { ...HOME, label: `Address ${i + 1}` },
        headers: as(dave),
      });
      expect(saved.status).toBe(201);
    }
    const eleventh = await request(server, 'POST', '/me/addresses', {
      body: HOME,
      headers: as(dave),
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toEqual({
      code: 'ADDRESS_LIMIT',
      message: 'You can keep at most 10 addresses: delete one first',
    });
  });
});
