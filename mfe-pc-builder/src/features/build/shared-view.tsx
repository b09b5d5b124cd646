import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUILDER_SLOTS, apiAssetUrl, isApiError } from '@shop/shared';
import { SEVERITY_LABEL, checkBuild, type CheckResult } from '../../lib/compatibility';
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
  | { state: 'error'; message: string }
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
  return {
    state: 'ready',
    name,
    parts,
    missing,
    check: check ?? checkBuild(parts),
    checkedByServer: check !== null,
  };
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
          message:
            isApiError(error) && error.status === 404
              ? 'This shared build does not exist (any more).'
              : 'The shared build could not be loaded. Please try again later.',
        }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  if (loaded.state === 'loading') return <p className={styles.page}>Loading the shared build…</p>;
  if (loaded.state === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Shared build</h1>
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      </div>
    );
  }
  const slots = chosenSlots(loaded.parts);
  const total = totalOf(slots.map((slot) => loaded.parts[slot]!.price));
  const { check } = loaded;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Shared build{loaded.name ? `: ${loaded.name}` : ''}</h1>
      <p className={styles.slotDescription}>
        A read-only copy. Load it into your builder to change it or buy the parts.
      </p>
      <ul className={styles.slots} aria-label="Parts of the shared build">
        {slots.map((slot) => {
          const part = loaded.parts[slot]!;
          const info = BUILDER_SLOTS.find((s) => s.id === slot)!;
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
                <span className={styles.slotDescription}>{info.name}</span>
                <span className={styles.partName}>{part.name}</span>
              </div>
              <span className={styles.partPrice}>{price(part.price)}</span>
            </li>
          );
        })}
      </ul>
      {loaded.missing > 0 && !loaded.checkedByServer && (
        <p className={styles.problem}>
          {loaded.missing} {loaded.missing === 1 ? 'part is' : 'parts are'} no longer sold and left
          out.
        </p>
      )}
      <p>
        <strong>Total: {total}</strong> · Estimated wattage {check.wattage} W{' '}
        <span className={styles.beta}>BETA</span>
        {check.recommendedPsuWatts > 0 && ` · Recommended PSU ${check.recommendedPsuWatts} W`}
      </p>
      <section aria-label="Compatibility" className={styles.findings}>
        {slots.length >= 2 && <FitVerdict check={check} />}
        {check.problems.length + check.notes.length > 0 && (
          <ul>
            {check.problems.map((problem) => (
              <li
                key={`${problem.code}:${problem.message}`}
                className={problem.severity === 'error' ? styles.problem : styles.warning}
                data-code={problem.code}
              >
                <strong>{SEVERITY_LABEL[problem.severity]}:</strong> {problem.message}
              </li>
            ))}
            {check.notes.map((note) => (
              <li
                key={`${note.code}:${note.message}`}
                className={styles.note}
                data-code={note.code}
              >
                <strong>Note:</strong> {note.message}
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
        Load into my builder
      </button>
    </div>
  );
}
