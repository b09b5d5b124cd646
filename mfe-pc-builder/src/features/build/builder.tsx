import { useEffect, useMemo, useState } from 'react';
import { BUILDER_SLOTS, useMessages } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import { checkBuild } from '../../lib/compatibility';
import { useMoney } from '../../lib/use-money';
import { BuildSummary } from './build-summary';
import { buildStore, chosenSlots, useBuild } from './build-store';
import { getSelection } from './get-selection';
import { SavedBuilds } from './saved-builds';
import { SlotRow } from './slot-row';
import styles from './builder.module.css';

const GROUPS = [
  { title: 'group.core', group: 'core' },
  { title: 'group.more', group: 'more' },
] as const;

/** The build being made: its slots by group, the saved builds and the summary beside them. */
export function Builder() {
  const { t } = useMessages(builderMessages);
  const build = useBuild();
  const price = useMoney();
  const [savedVersion, setSavedVersion] = useState(0);
  const [stale, setStale] = useState(false);
  const check = useMemo(() => checkBuild(build.parts), [build.parts]);

  // Prices and stock change: read the chosen parts again once per visit.
  useEffect(() => {
    const ids = chosenSlots(buildStore.get().parts).map((slot) => buildStore.get().parts[slot]!.id);
    if (ids.length === 0) return;
    let live = true;
    getSelection(ids).then(
      (current) => live && buildStore.refresh(current),
      () => live && setStale(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('builder.title')}</h1>
      {stale && <p className={styles.notice}>{t('builder.stale')}</p>}
      <div className={styles.layout}>
        <div>
          {GROUPS.map(({ title, group }) => (
            <section key={group} className={styles.group} aria-label={t(title)}>
              <h2 className={styles.groupTitle}>{t(title)}</h2>
              <ul className={styles.slots}>
                {BUILDER_SLOTS.filter((slot) => slot.group === group).map((slot) => (
                  <SlotRow
                    key={slot.id}
                    slot={slot}
                    part={build.parts[slot.id]}
                    flag={build.flags[slot.id]}
                    price={price}
                    onRemove={() => buildStore.remove(slot.id)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <SavedBuilds version={savedVersion} />
        </div>
        <BuildSummary build={build} check={check} onSaved={() => setSavedVersion((n) => n + 1)} />
      </div>
    </div>
  );
}
