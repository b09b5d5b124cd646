import { useMessages, type BuilderSlotId } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import type { PartsPage } from './get-parts';
import { PartCard } from './part-card';
import styles from './select.module.css';

interface PartListProps {
  page: PartsPage;
  slotId: BuilderSlotId;
  others: BuildParts;
  price: (amount: number) => string;
  compatibleOnly: boolean;
  onChoose: (part: BuilderProduct) => void;
  onPage: (page: number) => void;
}

/** A page of parts with its count and pager, or why it is empty. */
export function PartList({
  page,
  slotId,
  others,
  price,
  compatibleOnly,
  onChoose,
  onPage,
}: PartListProps) {
  const { t } = useMessages(builderMessages);
  if (page.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('list.none')}</p>
        <p className={styles.muted}>
          {compatibleOnly && page.hiddenIncompatible > 0
            ? t('list.hiddenHelp', {
                reason:
                  page.hiddenReason ?? t('list.hiddenCount', { count: page.hiddenIncompatible }),
              })
            : t('list.tryOther')}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        {t('list.count', { count: page.total })}
        {compatibleOnly && page.hiddenIncompatible > 0
          ? t('list.hidden', { count: page.hiddenIncompatible })
          : ''}
      </p>
      {compatibleOnly && page.hiddenReason && (
        <details className={styles.muted}>
          <summary>{t('list.why')}</summary>
          {page.hiddenReason}
        </details>
      )}
      <ul className={styles.list}>
        {page.items.map((part) => (
          <PartCard
            key={part.id}
            part={part}
            slotId={slotId}
            others={others}
            price={price}
            onChoose={onChoose}
          />
        ))}
      </ul>
      {page.totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('pager.label')}>
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            {t('pager.previous')}
          </button>
          <span>{t('pager.page', { page: page.page, pages: page.totalPages })}</span>
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page >= page.totalPages}
            onClick={() => onPage(page.page + 1)}
          >
            {t('pager.next')}
          </button>
        </nav>
      )}
    </>
  );
}
