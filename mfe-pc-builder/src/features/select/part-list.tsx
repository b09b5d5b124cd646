import type { BuilderSlotId } from '@shop/shared';
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
  if (page.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No products found</p>
        <p className={styles.muted}>
          {compatibleOnly && page.hiddenIncompatible > 0
            ? `${page.hiddenReason ?? `${page.hiddenIncompatible} parts do not fit the parts you chose.`} Change that part, or turn off “Compatible only” to see them.`
            : 'Try another brand, a higher price or a shorter search.'}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        {page.total} {page.total === 1 ? 'part' : 'parts'}
        {compatibleOnly && page.hiddenIncompatible > 0
          ? ` · ${page.hiddenIncompatible} that do not fit your build are hidden`
          : ''}
      </p>
      {compatibleOnly && page.hiddenReason && (
        <details className={styles.muted}>
          <summary>Why are parts hidden?</summary>
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
        <nav className={styles.pager} aria-label="Pages">
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page.page} of {page.totalPages}
          </span>
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page >= page.totalPages}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
