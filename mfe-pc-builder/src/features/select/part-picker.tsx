import { Link } from 'react-router-dom';
import { richText, useMessages, type BuilderSlotContract } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import { useMoney } from '../../lib/use-money';
import { PartFilters } from './part-filters';
import { PartList } from './part-list';
import { PARTS_LOAD_FAILED, usePartList } from './use-part-list';
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
  const { t } = useMessages(builderMessages);
  const slotName = t(`slot.${slot.id}`);
  const price = useMoney();
  const list = usePartList(slot.id, parts);
  const { result } = list;
  const current = parts[slot.id];

  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        {t('select.back')}
      </Link>
      <h1 className={styles.title}>{t('select.title', { slot: slotName })}</h1>
      {current && (
        <p className={styles.current}>
          {richText(t('select.current', { name: current.name }), [
            (text) => <strong>{text}</strong>,
          ])}
        </p>
      )}

      <div className={styles.layout}>
        <PartFilters
          slotName={slotName}
          brands={list.brands}
          filters={list.filters}
          setFilter={list.setFilter}
        />

        <section
          aria-label={t('select.parts', { slot: slotName })}
          aria-busy={list.busy}
          className={styles.results}
        >
          {result.state === 'loading' && <p className={styles.muted}>{t('select.loading')}</p>}
          {result.state === 'error' && (
            <div role="alert" className={styles.error}>
              <p>
                {result.message === PARTS_LOAD_FAILED ? t('select.loadFailed') : result.message}
              </p>
              <button type="button" className={styles.secondary} onClick={list.retry}>
                {t('select.retry')}
              </button>
            </div>
          )}
          {result.state === 'ready' && result.sample && (
            <p className={styles.notice} role="note">
              {t('select.sample')}
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
