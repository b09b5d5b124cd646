import { countText, useListingWords } from '../../lib/words';
import styles from './filters.module.css';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, total, pageSize, onPage }: PaginationProps) {
  const { t, locale } = useListingWords();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const number = (n: number) => countText(n, locale);
  const go = (target: number) => {
    onPage(target);
    window.scrollTo?.({ top: 0 });
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">
        {t('pagination.page', { page: number(Math.min(page, pages)), pages: number(pages) })}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
