import { useState } from 'react';
import { useMessages } from '@shop/shared';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { claimsMessages } from '../../messages/claims/catalogs';
import {
  acceptClaim,
  CLAIM_STATES,
  getClaims,
  receiveClaim,
  refuseClaim,
  type AdminClaim,
  type ClaimState,
} from './claims';

/**
 * Returns and warranty claims in the orders section: newest first, filtered by state;
 * a requested claim is accepted or refused (with a note to the customer), an accepted
 * one marked received, with a refund that goes through the order's refund path.
 */
export function ClaimsPanel() {
  const words = useWords();
  const { t } = useMessages(claimsMessages);
  const [state, setState] = useState<ClaimState | ''>('requested');
  const [load, reload] = useLoad(`claims ${state}`, (signal) =>
    getClaims(state || undefined, signal),
  );
  return (
    <section className={styles.panel} aria-label={t('claims.title')} data-testid="claims-panel">
      <h2 className={styles.panelTitle}>{t('claims.title')}</h2>
      <label className={styles.field} style={{ maxWidth: '16rem' }}>
        {t('claims.filter')}
        <select
          className={styles.select}
          value={state}
          onChange={(event) => setState(event.target.value as ClaimState | '')}
        >
          <option value="">{t('claims.all')}</option>
          {CLAIM_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`claims.state.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {load.status === 'loading' && <p className={styles.muted}>{t('claims.loading')}</p>}
      {load.status === 'error' && <p className={styles.error}>{load.message}</p>}
      {load.status === 'ready' &&
        (load.data.claims.length === 0 ? (
          <p className={styles.muted}>{t('claims.none')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('claims.claim')}</th>
                  <th scope="col">{t('claims.order')}</th>
                  <th scope="col">{t('claims.kind')}</th>
                  <th scope="col">{t('claims.items')}</th>
                  <th scope="col">{t('claims.reason')}</th>
                  <th scope="col">{t('claims.state')}</th>
                  <th scope="col">{t('claims.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.claims.map((claim) => (
                  <tr key={claim.id}>
                    <td>
                      {claim.id}
                      <div className={styles.muted}>{words.when(claim.createdAt)}</div>
                    </td>
                    <td>
                      {claim.orderId}
                      <div className={styles.muted}>{claim.customerEmail}</div>
                    </td>
                    <td>{t(`claims.kind.${claim.kind}`)}</td>
                    <td>
                      {claim.lines
                        .map((line) =>
                          t('claims.itemLine', {
                            name: line.name,
                            quantity: words.num(line.quantity),
                          }),
                        )
                        .join(', ')}
                    </td>
                    <td>{claim.reason}</td>
                    <td>
                      {t(`claims.state.${claim.state}`)}
                      {claim.refundAmount ? (
                        <div className={styles.muted}>{words.taka(claim.refundAmount)}</div>
                      ) : null}
                      {claim.staffNote && (
                        <div className={styles.muted}>
                          {t('claims.staffNote', { note: claim.staffNote })}
                        </div>
                      )}
                    </td>
                    <td>
                      <ClaimActions
                        claim={claim}
                        onDone={reload}
                        errorOf={(e) => errorText(e, words)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

function ClaimActions({
  claim,
  onDone,
  errorOf,
}: {
  claim: AdminClaim;
  onDone: () => void;
  errorOf: (error: unknown) => string;
}) {
  const { t } = useMessages(claimsMessages);
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (claim.state !== 'requested' && claim.state !== 'accepted') return null;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onDone();
    } catch (error) {
      setProblem(errorOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      {/* A textarea, so the placeholder (the field's only visible words) wraps, never cut. */}
      <textarea
        className={styles.textarea}
        aria-label={t('claims.note')}
        placeholder={t('claims.note')}
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {claim.state === 'requested' ? (
        <>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => void run(() => acceptClaim(claim.id, note.trim()))}
          >
            {t('claims.accept')}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={busy || note.trim() === ''}
            onClick={() => void run(() => refuseClaim(claim.id, note.trim()))}
          >
            {t('claims.refuse')}
          </button>
        </>
      ) : (
        <>
          <input
            className={styles.input}
            type="number"
            min={1}
            inputMode="numeric"
            aria-label={t('claims.refund')}
            placeholder={t('claims.refund')}
            value={refund}
            onChange={(event) => setRefund(event.target.value)}
          />
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() =>
              void run(() =>
                receiveClaim(claim.id, refund ? Math.round(Number(refund)) : null, note.trim()),
              )
            }
          >
            {t('claims.receive')}
          </button>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
