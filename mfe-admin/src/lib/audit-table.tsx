import styles from './admin.module.css';
import type { AuditEntry } from './admin-types';
import { useWords } from './i18n';

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
  const { t, when } = useWords();
  if (entries.length === 0) return <p className={styles.muted}>{t('audit.empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('audit.label')}>
        <thead>
          <tr>
            <th>{t('audit.when')}</th>
            <th>{t('audit.who')}</th>
            <th>{t('audit.what')}</th>
            {showEntity ? <th>{t('audit.record')}</th> : null}
            <th>{t('audit.before')}</th>
            <th>{t('audit.after')}</th>
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
