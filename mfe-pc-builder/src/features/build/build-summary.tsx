import { useState, type FormEvent } from 'react';
import { useHref } from 'react-router-dom';
import {
  BUILDER_SLOTS,
  INTL_LOCALES,
  authSession,
  formatNumber,
  isApiError,
  useBusState,
  useMessages,
} from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import type { CheckResult } from '../../lib/compatibility';
import { findingLabel, findingText } from '../../lib/findings';
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

const TIPS = ['tips.1', 'tips.2', 'tips.3'];

export function BuildSummary({ build, check, onSaved }: BuildSummaryProps) {
  const translator = useMessages(builderMessages);
  const { t, locale } = translator;
  const { user } = useBusState(authSession);
  const [panel, setPanel] = useState<Panel>('none');
  const [name, setName] = useState(() => t('save.defaultName'));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [offerSignIn, setOfferSignIn] = useState(false);

  const slots = chosenSlots(build.parts);
  const empty = slots.length === 0;
  const totalOf = useTotalMoney();
  const total = totalOf(slots.map((slot) => build.parts[slot]!.price));
  const unbuyable = unbuyableSlots(build);
  const missing = BUILDER_SLOTS.filter((slot) => slot.isRequired && !build.parts[slot.id]);
  const gaps = slots.filter((slot) => build.flags[slot] === 'gone').length;
  const watts = (value: number) =>
    t('watts', { watts: formatNumber(value, locale, { useGrouping: false }) });
  // The link to this build under the page's language (/bn/pc-builder?...): the router's
  // href carries the prefix the page's address has.
  const sharePathHere = useHref(sharePath(name, partIds(build.parts)));

  async function addToCart(confirmed = false) {
    // Parts that cannot be bought are named before anything is added.
    if (unbuyable.length > 0 && !confirmed) {
      setPanel('stock');
      return;
    }
    setPanel('none');
    setBusy(true);
    setOutcome(await addBuildToCart(build, translator));
    setBusy(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setOutcome({ ok: false, message: t('save.noName') });
      return;
    }
    setBusy(true);
    try {
      if (user) {
        await createBuild(clean, partIds(build.parts));
        setOutcome({ ok: true, message: t('save.savedAccount', { name: clean }) });
        setOfferSignIn(false);
      } else {
        saveLocalBuild(clean, build.parts);
        setOutcome({ ok: true, message: t('save.savedBrowser', { name: clean }) });
        setOfferSignIn(true);
      }
      setPanel('none');
      onSaved();
    } catch (error) {
      setOutcome({
        ok: false,
        message: isApiError(error) ? error.message : t('save.failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  const shareUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${sharePathHere}`;

  return (
    <aside className={styles.summary} aria-label={t('summary.label')}>
      <h2 className={styles.groupTitle}>{t('summary.title')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('summary.items')}</dt>
          <dd data-testid="item-count">{formatNumber(slots.length, locale)}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="build-total">{total}</dd>
        </div>
        <div>
          <dt>
            {t('summary.wattage')} <span className={styles.beta}>{t('summary.beta')}</span>
          </dt>
          <dd data-testid="wattage">{watts(check.wattage)}</dd>
        </div>
        <div>
          <dt>{t('summary.psu')}</dt>
          <dd data-testid="recommended-psu">
            {check.recommendedPsuWatts > 0 ? watts(check.recommendedPsuWatts) : t('summary.none')}
          </dd>
        </div>
      </dl>

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
        {gaps > 0 && (
          <p className={styles.problem}>
            <strong>{t('label.error')}</strong> {t('summary.gone', { count: gaps })}
          </p>
        )}
        {missing.length > 0 && (
          <p className={styles.missing}>
            {t('summary.missing', {
              slots: new Intl.ListFormat(INTL_LOCALES[locale], {
                type: 'conjunction',
                style: 'narrow',
              }).format(missing.map((slot) => t(`slot.${slot.id}`))),
            })}
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
          {t('action.addToCart')}
        </button>
        <button
          type="button"
          className={styles.actionSecondary}
          disabled={empty || busy}
          onClick={() => setPanel(panel === 'save' ? 'none' : 'save')}
          aria-expanded={panel === 'save'}
        >
          {t('action.save')}
        </button>
        <button
          type="button"
          className={styles.actionSecondary}
          disabled={empty || busy}
          onClick={() => setPanel(panel === 'clear' ? 'none' : 'clear')}
          aria-expanded={panel === 'clear'}
        >
          {t('action.clear')}
        </button>
        <div className={styles.smallActions}>
          <button
            type="button"
            className={styles.link}
            disabled={empty}
            onClick={() => setPanel(panel === 'share' ? 'none' : 'share')}
            aria-expanded={panel === 'share'}
          >
            {t('action.share')}
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={empty}
            onClick={() => window.print()}
          >
            {t('action.print')}
          </button>
        </div>
      </div>

      {panel === 'save' && (
        <form
          className={styles.panel}
          onSubmit={(event) => void save(event)}
          aria-label={t('action.save')}
        >
          <label className={styles.field}>
            {t('save.name')}
            <input
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </label>
          <p className={styles.hint}>{user ? t('save.account') : t('save.browser')}</p>
          <div className={styles.row}>
            <button type="submit" className={styles.action} disabled={busy}>
              {t('save.submit')}
            </button>
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}

      {panel === 'stock' && (
        <div className={styles.panel} role="group" aria-label={t('stock.label')}>
          <p>{t('stock.text', { count: unbuyable.length })}</p>
          <ul className={styles.stockList}>
            {unbuyable.map((slot) => (
              <li key={slot}>{build.parts[slot]!.name}</li>
            ))}
          </ul>
          <div className={styles.row}>
            {slots.length > unbuyable.length && (
              <button type="button" className={styles.action} onClick={() => void addToCart(true)}>
                {t('stock.addOthers', { count: slots.length - unbuyable.length })}
              </button>
            )}
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}

      {panel === 'clear' && (
        <div className={styles.panel} role="group" aria-label={t('clear.label')}>
          <p>{t('clear.text', { count: slots.length })}</p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                buildStore.clear();
                setPanel('none');
                setOutcome({ ok: true, message: t('clear.done') });
              }}
            >
              {t('clear.yes')}
            </button>
            <button
              type="button"
              className={styles.actionSecondary}
              onClick={() => setPanel('none')}
            >
              {t('clear.keep')}
            </button>
          </div>
        </div>
      )}

      {panel === 'share' && (
        <div className={styles.panel}>
          <label className={styles.field}>
            {t('share.link')}
            <input readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
          </label>
          <button
            type="button"
            className={styles.actionSecondary}
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(
                () => setOutcome({ ok: true, message: t('share.copied') }),
                () => setOutcome({ ok: false, message: t('share.copyFailed') }),
              );
            }}
          >
            {t('share.copy')}
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
          onClick={() =>
            void requestSignIn(translator).then((failed) => failed && setOutcome(failed))
          }
        >
          {t('save.signIn')}
        </button>
      )}
      <section aria-label={t('tips.label')} className={styles.tips}>
        <h3>{t('tips.title')}</h3>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </aside>
  );
}
