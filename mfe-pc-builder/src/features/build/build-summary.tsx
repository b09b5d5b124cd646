import { useState, type FormEvent } from 'react';
import { BUILDER_SLOTS, authSession, isApiError, useBusState } from '@shop/shared';
import {
  COMPATIBILITY_DISCLAIMER,
  SEVERITY_LABEL,
  type CheckResult,
} from '../../lib/compatibility';
import { useTotalMoney } from '../../lib/use-money';
import { addBuildToCart, requestSignIn, unbuyableSlots, type Outcome } from './build-actions';
import { FitVerdict } from './fit-verdict';
import { buildStore, chosenSlots, type BuildState } from './build-store';
import { createBuild } from './create-build';
import { saveLocalBuild } from './local-builds';
import { partIds, sharePath } from './share-link';
import styles from './builder.module.css';

interface BuildSummaryProps {
  build: BuildState;
  check: CheckResult;
  /** After a build was saved (the saved list reloads). */
  onSaved: () => void;
}

type Panel = 'none' | 'save' | 'clear' | 'share' | 'stock';

const TIPS = [
  'Start with the processor: every list after it shows only parts that fit.',
  'Parts marked * are needed for a PC that starts.',
  'Give the power supply about 25% more than the estimate, and never less than the graphics card maker recommends.',
];

export function BuildSummary({ build, check, onSaved }: BuildSummaryProps) {
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
  const watts = check.wattage;
  const unbuyable = unbuyableSlots(build);
  const missing = BUILDER_SLOTS.filter((slot) => slot.isRequired && !build.parts[slot.id]);
  const gaps = slots.filter((slot) => build.flags[slot] === 'gone').length;

  async function addToCart(confirmed = false) {
    // Parts that cannot be bought are named before anything is added.
    if (unbuyable.length > 0 && !confirmed) {
      setPanel('stock');
      return;
    }
    setPanel('none');
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
          <dd data-testid="recommended-psu">
            {check.recommendedPsuWatts > 0 ? `${check.recommendedPsuWatts} W` : '–'}
          </dd>
        </div>
      </dl>

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
          aria-expanded={unbuyable.length > 0 ? panel === 'stock' : undefined}
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

      {panel === 'stock' && (
        <div className={styles.panel} role="group" aria-label="Parts that cannot be bought">
          <p>
            {unbuyable.length === 1 ? 'This part is' : 'These parts are'} out of stock or no longer
            sold, so {unbuyable.length === 1 ? 'it' : 'they'} cannot go in the cart:
          </p>
          <ul className={styles.stockList}>
            {unbuyable.map((slot) => (
              <li key={slot}>{build.parts[slot]!.name}</li>
            ))}
          </ul>
          <div className={styles.row}>
            {slots.length > unbuyable.length && (
              <button type="button" className={styles.action} onClick={() => void addToCart(true)}>
                Add the other {slots.length - unbuyable.length}{' '}
                {slots.length - unbuyable.length === 1 ? 'part' : 'parts'}
              </button>
            )}
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              Cancel
            </button>
          </div>
        </div>
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
