import { readStoredUser } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import styles from '../../lib/admin.module.css';
import { errorText, when } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { getStaff, type StaffMember } from './get-staff';
import { revokeStaff } from './revoke-staff';
import { setUserRole } from './set-user-role';

type Message = { error: boolean; text: string } | null;

function StaffList({ onMessage, round }: { onMessage: (message: Message) => void; round: number }) {
  const [load, reload] = useLoad(`staff:${round}`, () => getStaff());
  const [busy, setBusy] = useState<string | null>(null);
  const me = readStoredUser()?.email?.toLowerCase();

  async function revoke(member: StaffMember) {
    if (!window.confirm(`Take the ${member.role} role from ${member.email}?`)) return;
    setBusy(member.id);
    try {
      await revokeStaff(member.id);
      onMessage({
        error: false,
        text: `${member.email} no longer holds the ${member.role} role. It applies at their next sign-in or within 15 minutes.`,
      });
      reload();
    } catch (error) {
      onMessage({ error: true, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  if (load.status === 'loading') return <p className={styles.muted}>Loading staff…</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  if (load.data.items.length === 0) return <p className={styles.muted}>No one holds a role.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackTable}`} aria-label="Staff and admins">
        <thead>
          <tr>
            <th>Account</th>
            <th>Role</th>
            <th>Since</th>
            <th>Granted by</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {load.data.items.map((member) => (
            <tr key={member.id}>
              <td data-label="Account">
                {member.email}
                {member.name && member.name !== member.email.split('@')[0] ? (
                  <div className={styles.muted}>{member.name}</div>
                ) : null}
                {member.confirmed ? null : (
                  <div className={styles.muted}>
                    Address not confirmed: the role does not count yet
                  </div>
                )}
              </td>
              <td data-label="Role">
                <span className={styles.badge}>{member.role}</span>
              </td>
              <td data-label="Since">{member.since ? when(member.since) : '—'}</td>
              <td data-label="Granted by">{member.grantedBy ?? 'not recorded'}</td>
              <td data-label="Action">
                {member.fromSetting ? (
                  <span className={styles.muted}>Set on the server</span>
                ) : member.email === me ? (
                  <span className={styles.muted}>You</span>
                ) : (
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={busy !== null}
                    aria-label={`Revoke ${member.role} role of ${member.email}`}
                    onClick={() => void revoke(member)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Staff roles (admin: back office; staff: the counter): who holds them, granted by e-mail. */
export function StaffSection() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'user' | 'staff' | 'admin'>('staff');
  const [message, setMessage] = useState<Message>(null);
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await setUserRole(email, role);
      setMessage({
        error: false,
        text: `${answer.email} is now ${answer.role}. It applies at their next sign-in or within 15 minutes.`,
      });
      setRound((n) => n + 1);
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    }
  }

  return (
    <div className={`${styles.panel} ${styles.detail}`}>
      <h2 className={styles.panelTitle}>Staff roles</h2>
      <p className={styles.muted}>
        An admin runs the back office; staff may use the counter (POS). Roles count only for
        accounts whose address is confirmed.
      </p>
      <StaffList onMessage={setMessage} round={round} />
      <h3 className={styles.panelTitle}>Grant a role</h3>
      <form className={styles.filters} aria-label="Grant a role" onSubmit={(e) => void submit(e)}>
        <label className={styles.field}>
          E-mail
          <input
            className={styles.input}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          Role
          <select
            className={styles.select}
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
          >
            <option value="staff">staff (POS)</option>
            <option value="admin">admin</option>
            <option value="user">no staff role</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Save role
        </button>
      </form>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.notice}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
