import type { ReactNode } from 'react';
import styles from './admin.module.css';
import { useWords } from './i18n';
import type { Load } from './use-load';

/** Previous / Next under a paged list, with where the list stands. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, num } = useWords();
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className={styles.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className={styles.muted}>
        {t('pager.page', {
          page: num(page),
          pages: num(Math.max(1, Math.ceil(total / pageSize))),
        })}
      </span>
      <button
        type="button"
        className={styles.secondary}
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </div>
  );
}

/**
 * One page of a back-office list in its panel: loading and error lines, the count
 * (`count`: '1 order', '12 orders'), the table with `head` and the rows `row` draws, and the pager.
 */
export function PagedTable<T>({
  load,
  loading,
  count,
  head,
  row,
  page,
  pageSize,
  onPage,
}: {
  load: Load<{ items: T[]; total: number }>;
  /** The line while the list loads. */
  loading: string;
  /** How many there are, e.g. '12 orders'. */
  count: (total: number) => string;
  head: ReactNode;
  row: (item: T) => ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className={styles.panel}>
      {load.status === 'loading' ? <p className={styles.muted}>{loading}</p> : null}
      {load.status === 'error' ? <p className={styles.error}>{load.message}</p> : null}
      {load.status === 'ready' ? (
        <>
          <p className={styles.muted}>{count(load.data.total)}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>{head}</thead>
              <tbody>{load.data.items.map(row)}</tbody>
            </table>
          </div>
          <Pager page={page} pageSize={pageSize} total={load.data.total} onPage={onPage} />
        </>
      ) : null}
    </div>
  );
}
