import { useState, type FormEvent } from 'react';
import { BUILDER_SLOTS, authSession, isApiError, useBusState } from '@shop/shared';
import { COMPATIBILITY_DISCLAIMER, type Finding } from '../../lib/compatibility';
import { useTotalMoney } from '../../lib/use-money';
import { estimateWattage, recommendedPsuWatts } from '../../lib/wattage';
import { addBuildToCart, requestSignIn, type Outcome } from './build-actions';
import { buildStore, chosenSlots, type BuildState } from './build-store';
import { createBuild } from './create-build';
import { saveLocalBuild } from './local-builds';
import { partIds, sharePath } from './share-link';
import styles from './builder.module.css';

const SEVERITY_LABEL: Record<Finding['severity'], string> = {
  problem: 'Problem',
  warning: 'Warning',
  note: 'Note',
};

interface BuildSummaryProps {
  build: BuildState;
  findings: Finding[];
  /** After a build was saved (the saved list reloads). */
  onSaved: () => void;
}

type Panel = 'none' | 'save' | 'clear' | 'share';

const TIPS = [
  'Start with the processor: every list after it shows only parts that fit.',
  'Parts marked * are needed for a PC that starts.',
  'Give the power supply about 25% more than the estimate.',
];

export function BuildSummary({ build, findings, onSaved }: BuildSummaryProps) {
  const { user } = useBusState(authSession);
  const [panel, setPanel] = useState<Panel>('none');
  const [name, setName] = useState('My PC build');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [offerSignIn, setOfferSignIn] = useState(false);

  const slots = chosenSlots(build.parts);
  const empty = slots.length === 0;
  const totalOf = useTotalMoney();
  const total = totalOf(slots.map((slot) => build.parts[slot]!.price));
  const watts = estimateWattage(build.parts).total;
  const missing = BUILDER_SLOTS.filter((slot) => slot.isRequired && !build.parts[slot.id]);
  const gaps = slots.filter((slot) => build.flags[slot] === 'gone').length;

  async function addToCart() {
    setBusy(true);
    setOutcome(await addBuildToCart(build));
    setBusy(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setOutcome({ ok: false, message: 'Please give the build a name.' });
      return;
    }
    setBusy(true);
    try {
      if (user) {
        await createBuild(clean, partIds(build.parts));
        setOutcome({ ok: true, message: `Saved “${clean}” to your account.` });
        setOfferSignIn(false);
      } else {
        saveLocalBuild(clean, build.parts);
        setOutcome({ ok: true, message: `Saved “${clean}” in this browser.` });
        setOfferSignIn(true);
      }
      setPanel('none');
      onSaved();
    } catch (error) {
      setOutcome({
        ok: false,
        message: isApiError(error)
          ? error.message
          : 'The build could not be saved. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  const shareUrl =
    typeof window === 'undefined'
      ? ''
      : `${window.location.origin}${sharePath(name, partIds(build.parts))}`;

  return (
    <aside className={styles.summary} aria-label="Build summary">
      <h2 className={styles.groupTitle}>Summary</h2>
      <dl className={styles.figures}>
        <div>
          <dt>Items</dt>
          <dd data-testid="item-count">{slots.length}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="build-total">{total}</dd>
        </div>
        <div>
          <dt>
            Estimated wattage <span className={styles.beta}>BETA</span>
          </dt>
          <dd data-testid="wattage">{watts} W</dd>
        </div>
        <div>
          <dt>Recommended PSU</dt>
          <dd>{watts > 0 ? `${recommendedPsuWatts(watts)} W` : '–'}</dd>
        </div>
      </dl>

      <section aria-label="Compatibility" className={styles.findings}>
        {findings.length === 0 ? (
          slots.length >= 2 && <p className={styles.ok}>No compatibility problems found.</p>
        ) : (
          <ul>
            {findings.map((finding) => (
              <li key={finding.rule} className={styles[finding.severity]}>
                <strong>{SEVERITY_LABEL[finding.severity]}:</strong> {finding.message}
              </li>
            ))}
          </ul>
        )}
        {gaps > 0 && (
          <p className={styles.problem}>
            <strong>Problem:</strong> {gaps === 1 ? 'A chosen part is' : `${gaps} chosen parts are`}{' '}
            no longer sold. Choose a replacement.
          </p>
        )}
        {missing.length > 0 && (
          <p className={styles.missing}>
            Still needed: {missing.map((slot) => slot.name).join(', ')}
          </p>
        )}
      </section>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          disabled={empty || busy}
          onClick={() => void addToCart()}
        >
          Add to Cart
        </button>
        <button
          type="button"
          className={styles.actionSecondary}
          disabled={empty || busy}
          onClick={() => setPanel(panel === 'save' ? 'none' : 'save')}
          aria-expanded={panel === 'save'}
        >
          Save PC
        </button>
        <button
          type="button"
          className={styles.actionSecondary}
          disabled={empty || busy}
          onClick={() => setPanel(panel === 'clear' ? 'none' : 'clear')}
          aria-expanded={panel === 'clear'}
        >
          Clear All
        </button>
        <div className={styles.smallActions}>
          <button
            type="button"
            className={styles.link}
            disabled={empty}
            onClick={() => setPanel(panel === 'share' ? 'none' : 'share')}
            aria-expanded={panel === 'share'}
          >
            Share link
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={empty}
            onClick={() => window.print()}
          >
            Print
          </button>
        </div>
      </div>

      {panel === 'save' && (
        <form className={styles.panel} onSubmit={(event) => void save(event)} aria-label="Save PC">
          <label className={styles.field}>
            Build name
            <input
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </label>
          <p className={styles.hint}>
            {user
              ? 'Saved to your account.'
              : 'Saved in this browser. Sign in to keep it in your account.'}
          </p>
          <div className={styles.row}>
            <button type="submit" className={styles.action} disabled={busy}>
              Save
            </button>
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      {panel === 'clear' && (
        <div className={styles.panel} role="group" aria-label="Confirm Clear All">
          <p>
            Remove all {slots.length} chosen {slots.length === 1 ? 'part' : 'parts'} from the
            builder?
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                buildStore.clear();
                setPanel('none');
                setOutcome({ ok: true, message: 'The builder is empty.' });
              }}
            >
              Yes, clear all
            </button>
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              Keep my parts
            </button>
          </div>
        </div>
      )}

      {panel === 'share' && (
        <div className={styles.panel}>
          <label className={styles.field}>
            Link to this build
            <input readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
          </label>
          <button
            type="button"
            className={styles.actionSecondary}
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(
                () => setOutcome({ ok: true, message: 'Link copied.' }),
                () => setOutcome({ ok: false, message: 'Copy the link from the box above.' }),
              );
            }}
          >
            Copy link
          </button>
        </div>
      )}

      <p role="status" className={outcome?.ok === false ? styles.error : styles.status}>
        {outcome?.message}
      </p>
      {offerSignIn && !user && (
        <button
          type="button"
          className={styles.link}
          onClick={() => void requestSignIn().then((failed) => failed && setOutcome(failed))}
        >
          Sign in to save builds to your account
        </button>
      )}
      <section aria-label="Tips" className={styles.tips}>
        <h3>Tips</h3>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <p className={styles.disclaimer}>{COMPATIBILITY_DISCLAIMER}</p>
    </aside>
  );
}
