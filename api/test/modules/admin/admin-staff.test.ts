import { describeEachDatabase } from '../../helpers/databases';
import { HttpError } from '../../../src/lib/http-error';
import {
  revokeStaffRole,
  setStaffRole,
  type StaffDeps,
} from '../../../src/modules/admin/admin-staff';
import { insertUser } from '../orders/commerce-harness';

// The shop always keeps an admin: over HTTP an admin cannot take their own role, so the
// last admin can only be lost by two admins taking each other's role at the same moment.

const NOW = new Date('2026-11-24T01:00:00.000Z');

describeEachDatabase('staff roles: the last admin', (database) => {
  const deps = (): StaffDeps => ({
    db: database.db,
    adminEmails: [],
    dialect: database.dialect,
  });

  async function verifiedAdmin() {
    const user = await insertUser(database.db);
    await database.db
      .updateTable('users')
      .set({ role: 'admin', is_verified: 1 })
      .where('id', '=', user.id)
      .execute();
    return { sub: user.id, email: user.email, role: 'admin' as const, sid: `session-${user.id}` };
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? error.code : String(error)),
    );

  it('refuses to take the role of the only admin', async () => {
    const only = await verifiedAdmin();
    const someoneElse = {
      sub: 'gone',
      email: 'gone@example.com',
      role: 'admin' as const,
      sid: 'session-gone',
    };
    expect(await failure(revokeStaffRole(deps(), someoneElse, only.sub, NOW))).toBe('LAST_ADMIN');
    await database.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '=', only.sub)
      .execute();
  });

  it('keeps one admin when two admins take each other’s role at once', async () => {
    const a = await verifiedAdmin();
    const b = await verifiedAdmin();
    const outcomes = await Promise.all([
      failure(setStaffRole(deps(), a, { id: b.sub }, 'user', NOW)),
      failure(setStaffRole(deps(), b, { id: a.sub }, 'user', NOW)),
    ]);
    expect(outcomes.sort()).toEqual(['LAST_ADMIN', null].sort());
    const admins = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });
});
