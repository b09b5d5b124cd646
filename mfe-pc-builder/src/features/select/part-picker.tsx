import { Link } from 'react-router-dom';
import type { BuilderSlotContract } from '@shop/shared';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import { useMoney } from '../../lib/use-money';
import { PartFilters } from './part-filters';
import { PartList } from './part-list';
import { usePartList } from './use-part-list';
import styles from './select.module.css';

/** Choosing the part of one slot: the filters beside the list of parts that answer them. */
export function PartPicker({
  slot,
  parts,
  onChoose,
}: {
  slot: BuilderSlotContract;
  /** The build's chosen parts: the list is checked against the other slots'. */
  parts: BuildParts;
  onChoose: (part: BuilderProduct) => void;
}) {
  const price = useMoney();
  const list = usePartList(slot.id, parts);
  const { result } = list;
  const current = parts[slot.id];

  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        ← Back to PC Builder
      </Link>
      <h1 className={styles.title}>Choose {slot.name}</h1>
      {current && (
        <p className={styles.current}>
          Now chosen: <strong>{current.name}</strong>
        </p>
      )}

      <div className={styles.layout}>
        <PartFilters
          slotName={slot.name}
          brands={list.brands}
          filters={list.filters}
          setFilter={list.setFilter}
        />

        <section aria-label={`${slot.name} parts`} aria-busy={list.busy} className={styles.results}>
          {result.state === 'loading' && <p className={styles.muted}>Loading parts…</p>}
          {result.state === 'error' && (
            <div role="alert" className={styles.error}>
              <p>{result.message}</p>
              <button type="button" className={styles.secondary} onClick={list.retry}>
                Retry
              </button>
            </div>
          )}
          {result.state === 'ready' && result.sample && (
            <p className={styles.notice} role="note">
              The shop's server cannot be reached right now, so these are sample parts; prices and
              stock may differ.
            </p>
          )}
          {result.state === 'ready' && (
            <PartList
              page={result.page}
              slotId={slot.id}
              others={list.others}
              price={price}
              compatibleOnly={list.filters.compatibleOnly}
              onChoose={onChoose}
              onPage={list.setPage}
            />
          )}
        </section>
      </div>
    </div>
  );
}
