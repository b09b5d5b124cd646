import styles from '../../lib/admin.module.css';
import { AuditTable } from '../../lib/audit-table';
import { useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { getAudit } from './get-audit';

export function AuditSection() {
  const { t } = useWords();
  const [load] = useLoad('audit', () => getAudit({ pageSize: 100 }));
  if (load.status === 'loading') return <p className={styles.muted}>{t('audit.loading')}</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('audit.latest')}</h2>
      <AuditTable entries={load.data.items} showEntity />
    </div>
  );
}
