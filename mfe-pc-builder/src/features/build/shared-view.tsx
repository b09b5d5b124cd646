import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUILDER_SLOTS, apiAssetUrl, isApiError } from '@shop/shared';
import { checkBuild } from '../../lib/compatibility';
import type { BuildParts } from '../../lib/part-specs';
import { useMoney, useTotalMoney } from '../../lib/use-money';
import { estimateWattage } from '../../lib/wattage';
import { buildStore, chosenSlots } from './build-store';
import { getSelection } from './get-selection';
import { getSharedBuild } from './get-shared-build';
import type { PartIds, SharedLink } from './share-link';
import styles from './builder.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; name: string; parts: BuildParts; missing: number };

async function loadShared(link: SharedLink): Promise<Loaded> {
  let name = '';
  let ids: PartIds;
  if ('shareId' in link) {
    const shared = await getSharedBuild(link.shareId);
    name = shared.name;
    ids = shared.parts;
  } else {
    name = link.name;
    ids = link.ids;
  }
  const found = await getSelection(Object.values(ids));
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
  return { state: 'ready', name, parts, missing };
}

/** Someone's build from a share link: read-only, with a way to take it over. */
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
  const findings = checkBuild(loaded.parts);
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
      {loaded.missing > 0 && (
        <p className={styles.problem}>
          {loaded.missing} {loaded.missing === 1 ? 'part is' : 'parts are'} no longer sold and left
          out.
        </p>
      )}
      <p>
        <strong>Total: {total}</strong> · Estimated wattage {estimateWattage(loaded.parts).total} W{' '}
        <span className={styles.beta}>BETA</span>
      </p>
      {findings.length > 0 && (
        <ul className={styles.findings}>
          {findings.map((finding) => (
            <li key={finding.rule} className={styles[finding.severity]}>
              {finding.message}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          buildStore.replace(loaded.parts);
          navigate('/pc-builder');
        }}
      >
        Load into my builder
      </button>
    </div>
  );
}
