import styles from './admin.module.css';
import type { AuditEntry } from './admin-types';
import { when } from './format';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

/** Who changed what and when, with the record before and after. */
export function AuditTable({
  entries,
  showEntity = false,
}: {
  entries: AuditEntry[];
  showEntity?: boolean;
}) {
  if (entries.length === 0) return <p className={styles.muted}>No changes recorded yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Audit log">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
            {showEntity ? <th>Record</th> : null}
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.createdAt)}</td>
              <td>{entry.actorEmail}</td>
              <td>{entry.action}</td>
              {showEntity ? (
                <td>
                  {entry.entityType} {entry.entityId}
                </td>
              ) : null}
              <td>
                <pre className={styles.diff}>{show(entry.before)}</pre>
              </td>
              <td>
                <pre className={styles.diff}>{show(entry.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
