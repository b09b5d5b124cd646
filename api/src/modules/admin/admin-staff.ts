import type { Kysely, Transaction } from 'kysely';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import {
  findUserByEmail,
  findUserById,
  setUserRole,
  type UserRow,
} from '../users/users.repository';
import type { StaffMember } from './admin.schemas';
import { writeAudit } from './audit';

// Who holds a staff role (admin: back office; staff: the counter), since when and from
// whom, and taking a role back. The grant itself is a 'user.role' row of the audit log,
// written with the change; a role from the ADMIN_EMAILS setting has no such row.

type StaffRole = 'user' | 'staff' | 'admin';

export interface StaffDeps {
  db: Kysely<Database>;
  /** The server's ADMIN_EMAILS: admins by setting, not by a grant. */
  adminEmails: readonly string[];
  dialect: DatabaseDialect;
}

export const OWN_ROLE = 'You cannot change your own role';
export const LAST_ADMIN = 'The shop needs at least one admin: make someone else admin first';
export const CONFIGURED_ADMIN =
  "This admin role comes from the server's ADMIN_EMAILS setting: take the address out there";
export const NOT_STAFF = 'This account holds no staff role';

const fromSetting = (row: Pick<UserRow, 'email'>, adminEmails: readonly string[]) =>
  adminEmails.includes(row.email);

function roleOf(row: UserRow, adminEmails: readonly string[]): 'admin' | 'staff' | 'user' {
  if (row.role === 'admin' || fromSetting(row, adminEmails)) return 'admin';
  return row.role === 'staff' ? 'staff' : 'user';
}

export async function listStaff({ db, adminEmails }: StaffDeps): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('role', 'in', ['admin', 'staff']),
        ...(adminEmails.length > 0 ? [eb('email', 'in', [...adminEmails])] : []),
      ]),
    )
    .orderBy('email')
    .execute();
  if (rows.length === 0) return [];
  const grants = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_email', 'after', 'created_at'])
    .where('entity_type', '=', 'user')
    .where('action', '=', 'user.role')
    .where(
      'entity_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const role = roleOf(row, adminEmails);
    const configured = fromSetting(row, adminEmails) && row.role !== 'admin';
    // The latest change of this account's role is the grant of the role it holds.
    const grant = configured ? undefined : grants.find((entry) => entry.entity_id === row.id);
    const granted = grant?.after ? (JSON.parse(grant.after) as { role?: string }) : undefined;
    const known = grant && granted?.role === row.role;
    return {
      id: row.id,
      email: row.email,
      name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.name,
      role: role === 'user' ? 'staff' : role,
      confirmed: row.is_verified === 1,
      since: known ? grant.created_at : null,
      grantedBy: configured ? 'ADMIN_EMAILS setting' : known ? grant.actor_email : null,
      fromSetting: configured,
    };
  });
}

async function countAdmins(trx: Transaction<Database>, deps: StaffDeps): Promise<number> {
  let query = trx
    .selectFrom('users')
    .select(['email', 'role'])
    .where('is_verified', '=', 1)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'admin'),
        ...(deps.adminEmails.length > 0 ? [eb('email', 'in', [...deps.adminEmails])] : []),
      ]),
    );
  // PostgreSQL: two admins taking each other's role at once wait for one another here,
  // so the second sees the first's change and the shop keeps an admin. (SQLite runs one
  // writing transaction at a time.)
  if (deps.dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).length;
}

/**
 * Gives `role` to the account (found by e-mail or id), written to the audit log with the
 * change. Refused for the caller's own account, for an admin whose role comes from the
 * server's setting, and when it would leave the shop without an admin.
 */
export async function setStaffRole(
  deps: StaffDeps,
  actor: AccessClaims,
  who: { email: string } | { id: string },
  role: StaffRole,
  now: Date,
): Promise<{ email: string; role: StaffRole }> {
  const { adminEmails } = deps;
  return deps.db.transaction().execute(async (trx) => {
    const row =
      'email' in who ? await findUserByEmail(trx, who.email) : await findUserById(trx, who.id);
    if (!row) throw HttpError.notFound('No account uses this e-mail address', 'USER_NOT_FOUND');
    if (row.id === actor.sub || row.email === actor.email.toLowerCase()) {
      throw HttpError.conflict(OWN_ROLE, 'OWN_ROLE');
    }
    if (role !== 'admin' && fromSetting(row, adminEmails)) {
      throw HttpError.conflict(CONFIGURED_ADMIN, 'CONFIGURED_ADMIN');
    }
    if (row.role === 'admin' && role !== 'admin') {
      const admins = await countAdmins(trx, deps);
      if (admins - (row.is_verified === 1 ? 1 : 0) < 1) {
        throw HttpError.conflict(LAST_ADMIN, 'LAST_ADMIN');
      }
    }
    await setUserRole(trx, row.id, role, now.toISOString());
    await writeAudit(
      trx,
      actor,
      {
        action: 'user.role',
        entityType: 'user',
        entityId: row.id,
        before: { email: row.email, role: row.role },
        after: { email: row.email, role },
      },
      now,
    );
    return { email: row.email, role };
  });
}

/** Takes the staff or admin role of the account back (it stays a shopper's account). */
export async function revokeStaffRole(
  deps: StaffDeps,
  actor: AccessClaims,
  id: string,
  now: Date,
): Promise<{ email: string; role: StaffRole }> {
  const row = await findUserById(deps.db, id);
  if (!row) throw HttpError.notFound('No such account', 'USER_NOT_FOUND');
  if (row.role !== 'admin' && row.role !== 'staff' && !fromSetting(row, deps.adminEmails)) {
    throw HttpError.conflict(NOT_STAFF, 'NOT_STAFF');
  }
  return setStaffRole(deps, actor, { id }, 'user', now);
}
