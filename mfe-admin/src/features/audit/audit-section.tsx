import styles from '../../lib/admin.module.css';
import { AuditTable } from '../../lib/audit-table';
import { useLoad } from '../../lib/use-load';
import { getAudit } from './get-audit';

export function AuditSection() {
  const [load] = useLoad('audit', () => getAudit({ pageSize: 100 }));
  if (load.status === 'loading') return <p className={styles.muted}>Loading the audit log…</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>Latest changes</h2>
      <AuditTable entries={load.data.items} showEntity />
    </div>
  );
}
