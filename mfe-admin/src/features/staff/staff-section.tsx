import { readStoredUser } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords, type Words } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { getStaff, type StaffMember } from './get-staff';
import { revokeStaff } from './revoke-staff';
import { setUserRole } from './set-user-role';

type Message = { error: boolean; text: string } | null;

/** A role as the page's language names it (the API's 'staff', 'admin' or 'user'). */
function roleName(role: string, { t }: Words): string {
  return role === 'admin' || role === 'staff' || role === 'user' ? t(`role.${role}`) : role;
}

function StaffList({ onMessage, round }: { onMessage: (message: Message) => void; round: number }) {
  const [load, reload] = useLoad(`staff:${round}`, () => getStaff());
  const [busy, setBusy] = useState<string | null>(null);
  const me = readStoredUser()?.email?.toLowerCase();
  const words = useWords();
  const { t, when } = words;

  async function revoke(member: StaffMember) {
    if (
      !window.confirm(
        t('staff.confirmRevoke', { role: roleName(member.role, words), email: member.email }),
      )
    )
      return;
    setBusy(member.id);
    try {
      await revokeStaff(member.id);
      onMessage({
        error: false,
        text: t('staff.revoked', { email: member.email, role: roleName(member.role, words) }),
      });
      reload();
    } catch (error) {
      onMessage({ error: true, text: errorText(error, words) });
    } finally {
      setBusy(null);
    }
  }

  if (load.status === 'loading') return <p className={styles.muted}>{t('staff.loading')}</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  if (load.data.items.length === 0) return <p className={styles.muted}>{t('staff.empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackTable}`} aria-label={t('staff.tableLabel')}>
        <thead>
          <tr>
            <th>{t('staff.account')}</th>
            <th>{t('staff.role')}</th>
            <th>{t('staff.since')}</th>
            <th>{t('staff.grantedBy')}</th>
            <th>{t('staff.action')}</th>
          </tr>
        </thead>
        <tbody>
          {load.data.items.map((member) => (
            <tr key={member.id}>
              <td data-label={t('staff.account')}>
                {member.email}
                {member.name && member.name !== member.email.split('@')[0] ? (
                  <div className={styles.muted}>{member.name}</div>
                ) : null}
                {member.confirmed ? null : (
                  <div className={styles.muted}>{t('staff.unconfirmed')}</div>
                )}
              </td>
              <td data-label={t('staff.role')}>
                <span className={styles.badge}>{roleName(member.role, words)}</span>
              </td>
              <td data-label={t('staff.since')}>{member.since ? when(member.since) : '—'}</td>
              <td data-label={t('staff.grantedBy')}>
                {member.grantedBy ?? t('staff.notRecorded')}
              </td>
              <td data-label={t('staff.action')}>
                {member.fromSetting ? (
                  <span className={styles.muted}>{t('staff.fromSetting')}</span>
                ) : member.email === me ? (
                  <span className={styles.muted}>{t('staff.you')}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={busy !== null}
                    aria-label={t('staff.revokeLabel', {
                      role: roleName(member.role, words),
                      email: member.email,
                    })}
                    onClick={() => void revoke(member)}
                  >
                    {t('staff.revoke')}
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
  const words = useWords();
  const { t } = words;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await setUserRole(email, role);
      setMessage({
        error: false,
        text: t('staff.granted', { email: answer.email, role: roleName(answer.role, words) }),
      });
      setRound((n) => n + 1);
    } catch (error) {
      setMessage({ error: true, text: errorText(error, words) });
    }
  }

  return (
    <div className={`${styles.panel} ${styles.detail}`}>
      <h2 className={styles.panelTitle}>{t('staff.title')}</h2>
      <p className={styles.muted}>{t('staff.intro')}</p>
      <StaffList onMessage={setMessage} round={round} />
      <h3 className={styles.panelTitle}>{t('staff.grant')}</h3>
      <form
        className={styles.filters}
        aria-label={t('staff.grant')}
        onSubmit={(e) => void submit(e)}
      >
        <label className={styles.field}>
          {t('staff.email')}
          <input
            className={styles.input}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('staff.role')}
          <select
            className={styles.select}
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
          >
            <option value="staff">{t('staff.optionStaff')}</option>
            <option value="admin">{t('staff.optionAdmin')}</option>
            <option value="user">{t('staff.optionUser')}</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          {t('staff.save')}
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
