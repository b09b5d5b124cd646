import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUILDER_SLOTS, apiAssetUrl, formatNumber, isApiError, useMessages } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import { checkBuild, type CheckResult } from '../../lib/compatibility';
import { findingLabel, findingText } from '../../lib/findings';
import type { BuildParts } from '../../lib/part-specs';
import { useMoney, useTotalMoney } from '../../lib/use-money';
import { FitVerdict } from './fit-verdict';
import { buildStore, chosenSlots } from './build-store';
import { checkBuildIds } from './check-build';
import { getSelection } from './get-selection';
import { getSharedBuild } from './get-shared-build';
import type { PartIds, SharedLink } from './share-link';
import styles from './builder.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: 'shared.missing' | 'shared.failed' }
  | {
      state: 'ready';
      name: string;
      parts: BuildParts;
      missing: number;
      check: CheckResult;
      /** false: the API's check could not be had, and the page checked the parts itself. */
      checkedByServer: boolean;
    };

/** The API's check of a link's parts; without an answer, the same rules run here. */
async function serverCheck(ids: PartIds): Promise<CheckResult | null> {
  try {
    return await checkBuildIds(ids);
  } catch {
    return null;
  }
}

async function loadShared(link: SharedLink): Promise<Loaded> {
  let name = '';
  let ids: PartIds;
  let checked: Promise<CheckResult | null>;
  if ('shareId' in link) {
    const shared = await getSharedBuild(link.shareId);
    name = shared.name;
    ids = shared.parts;
    checked = Promise.resolve(shared.check ?? null);
  } else {
    name = link.name;
    ids = link.ids;
    // A link can be edited by hand: the server checks what it names.
    checked = serverCheck(ids);
  }
  const [found, check] = await Promise.all([getSelection(Object.values(ids)), checked]);
  const byId = new Map(found.map((part) => [part.id, part]));
  const parts: BuildParts = {};
  let missing = 0;
  for (const slot of BUILDER_SLOTS) {
    const id = ids[slot.id];
    if (!id) continue;
    const part = byId.get(id);
    if (part) parts[slot.id] = part;
    else missing += 1;
  }
  const local = checkBuild(parts);
  return {
    state: 'ready',
    name,
    parts,
    missing,
    check: check ? withParams(check, local) : local,
    checkedByServer: check !== null,
  };
}

/**
 * The API's check with the values of each sentence: a finding the API sent without them
 * takes those of the same finding (code and sentence) of the page's own check, so the
 * page can write it in its language; one the page does not find keeps the API's words.
 */
function withParams(server: CheckResult, local: CheckResult): CheckResult {
  const mine = [...local.problems, ...local.notes];
  const fill = <T extends CheckResult['problems'][number] | CheckResult['notes'][number]>(
    finding: T,
  ): T => {
    if (finding.params) return finding;
    const same = mine.find(
      (each) => each.code === finding.code && each.message === finding.message,
    );
    return same?.params ? { ...finding, params: same.params } : finding;
  };
  return { ...server, problems: server.problems.map(fill), notes: server.notes.map(fill) };
}

/** The parts that belong to their slot's catalog category. */
function fittingParts(parts: BuildParts): BuildParts {
  const fitting: BuildParts = {};
  for (const slot of BUILDER_SLOTS) {
    const part = parts[slot.id];
    if (part && part.builderCategory === slot.category) fitting[slot.id] = part;
  }
  return fitting;
}

/** Someone's build from a share link: read-only and checked, with a way to take it over. */
export function SharedView({ link }: { link: SharedLink }) {
  const { t, locale } = useMessages(builderMessages);
  const navigate = useNavigate();
  const price = useMoney();
  const totalOf = useTotalMoney();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    loadShared(link).then(
      (result) => live && setLoaded(result),
      (error: unknown) =>
        live &&
        setLoaded({
          state: 'error',
          message: isApiError(error) && error.status === 404 ? 'shared.missing' : 'shared.failed',
        }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  if (loaded.state === 'loading') return <p className={styles.page}>{t('shared.loading')}</p>;
  if (loaded.state === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('shared.title')}</h1>
        <p role="alert" className={styles.error}>
          {t(loaded.message)}
        </p>
      </div>
    );
  }
  const slots = chosenSlots(loaded.parts);
  const total = totalOf(slots.map((slot) => loaded.parts[slot]!.price));
  const { check } = loaded;
  const watts = (value: number) => formatNumber(value, locale, { useGrouping: false });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {loaded.name ? t('shared.titleNamed', { name: loaded.name }) : t('shared.title')}
      </h1>
      <p className={styles.slotDescription}>{t('shared.lead')}</p>
      <ul className={styles.slots} aria-label={t('shared.parts')}>
        {slots.map((slot) => {
          const part = loaded.parts[slot]!;
          return (
            <li key={slot} className={styles.slot} data-slot={slot}>
              <img
                className={styles.partImage}
                src={apiAssetUrl(part.image)}
                alt=""
                width={56}
                height={56}
              />
              <div className={styles.slotBody}>
                <span className={styles.slotDescription}>{t(`slot.${slot}`)}</span>
                <span className={styles.partName}>{part.name}</span>
              </div>
              <span className={styles.partPrice}>{price(part.price)}</span>
            </li>
          );
        })}
      </ul>
      {loaded.missing > 0 && !loaded.checkedByServer && (
        <p className={styles.problem}>{t('shared.left', { count: loaded.missing })}</p>
      )}
      <p>
        <strong>{t('shared.total', { total })}</strong> ·{' '}
        {t('shared.wattage', { watts: watts(check.wattage) })}{' '}
        <span className={styles.beta}>{t('summary.beta')}</span>
        {check.recommendedPsuWatts > 0 &&
          t('shared.psu', { watts: watts(check.recommendedPsuWatts) })}
      </p>
      <section aria-label={t('compatibility')} className={styles.findings}>
        {slots.length >= 2 && <FitVerdict check={check} />}
        {check.problems.length + check.notes.length > 0 && (
          <ul>
            {check.problems.map((problem) => (
              <li
                key={`${problem.code}:${problem.message}`}
                className={problem.severity === 'error' ? styles.problem : styles.warning}
                data-code={problem.code}
              >
                <strong>{findingLabel(t, problem)}</strong> {findingText(t, locale, problem)}
              </li>
            ))}
            {check.notes.map((note) => (
              <li
                key={`${note.code}:${note.message}`}
                className={styles.note}
                data-code={note.code}
              >
                <strong>{findingLabel(t, note)}</strong> {findingText(t, locale, note)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          // A part in the wrong slot (a hand-edited link) does not come along.
          buildStore.replace(fittingParts(loaded.parts));
          navigate('/pc-builder');
        }}
      >
        {t('shared.load')}
      </button>
    </div>
  );
}
