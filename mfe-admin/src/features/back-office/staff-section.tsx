import { useState, type FormEvent } from 'react';
import { adminApi, adminStyles as styles, errorText } from '../common';

/** Staff roles (admin: back office; staff: the counter), granted by e-mail. */
export function StaffSection() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'user' | 'staff' | 'admin'>('staff');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await adminApi.setRole(email, role);
      setMessage({
        error: false,
        text: `${answer.email} is now ${answer.role}. It applies at their next sign-in or within 15 minutes.`,
      });
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    }
  }

  return (
    <form className={`${styles.panel} ${styles.detail}`} onSubmit={(e) => void submit(e)}>
      <h2 className={styles.panelTitle}>Staff roles</h2>
      <p className={styles.muted}>
        An admin runs the back office; staff may use the counter (POS). Roles count only for
        accounts whose address is confirmed.
      </p>
      <div className={styles.filters}>
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
      </div>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.notice}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
