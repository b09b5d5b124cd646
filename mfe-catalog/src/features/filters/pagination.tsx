import styles from './filters.module.css';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, total, pageSize, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (target: number) => {
    onPage(target);
    window.scrollTo?.({ top: 0 });
  };
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        Previous
      </button>
      <span aria-current="page">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
