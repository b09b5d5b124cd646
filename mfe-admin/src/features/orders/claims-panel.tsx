import { useState } from 'react';
import { useMessages } from '@shop/shared';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords } from '../../lib/i18n';
import { LoadedTable, RowProblem, StateFilter, useRowAction } from '../../lib/moderated-list';
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
    getClaims(state || undefined, signal).then((data) => data.claims),
  );
  return (
    <section className={styles.panel} aria-label={t('claims.title')} data-testid="claims-panel">
      <h2 className={styles.panelTitle}>{t('claims.title')}</h2>
      <StateFilter
        label={t('claims.filter')}
        allLabel={t('claims.all')}
        states={CLAIM_STATES}
        labelOf={(value) => t(`claims.state.${value}`)}
        value={state}
        onChange={setState}
      />
      <LoadedTable
        load={load}
        loadingText={t('claims.loading')}
        noneText={t('claims.none')}
        headers={[
          t('claims.claim'),
          t('claims.order'),
          t('claims.kind'),
          t('claims.items'),
          t('claims.reason'),
          t('claims.state'),
          t('claims.actions'),
        ]}
        row={(claim: AdminClaim) => (
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
              <ClaimActions claim={claim} onDone={reload} errorOf={(e) => errorText(e, words)} />
            </td>
          </tr>
        )}
      />
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
  const { busy, problem, run } = useRowAction(onDone, errorOf);
  if (claim.state !== 'requested' && claim.state !== 'accepted') return null;

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
      <RowProblem problem={problem} />
    </div>
  );
}
