import { useState } from 'react';
import { useMessages, type AdminReview } from '@shop/shared';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords } from '../../lib/i18n';
import { LoadedTable, RowProblem, StateFilter, useRowAction } from '../../lib/moderated-list';
import { useLoad } from '../../lib/use-load';
import { reviewsMessages } from '../../messages/reviews/catalogs';
import {
  getReviews,
  hideReview,
  publishReview,
  REVIEW_STATUSES,
  type ReviewStatus,
} from './reviews-api';

/**
 * The Reviews tab: buyers' reviews, pending ones first, filtered by status; each is
 * published (shown on its product page and counted in the rating) or hidden with a
 * reason its writer sees. Texts are shown as text.
 */
export function ReviewsSection() {
  const words = useWords();
  const { t } = useMessages(reviewsMessages);
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [load, reload] = useLoad(`reviews ${status}`, (signal) =>
    getReviews(status || undefined, signal).then((data) => data.reviews),
  );
  return (
    <section className={styles.panel} aria-label={t('reviews.title')} data-testid="reviews-panel">
      <h2 className={styles.panelTitle}>{t('reviews.title')}</h2>
      <p className={styles.muted}>{t('reviews.lead')}</p>
      <StateFilter
        label={t('reviews.filter')}
        allLabel={t('reviews.all')}
        states={REVIEW_STATUSES}
        labelOf={(value) => t(`reviews.status.${value}`)}
        value={status}
        onChange={setStatus}
      />
      <LoadedTable
        load={load}
        loadingText={t('reviews.loading')}
        noneText={t('reviews.none')}
        headers={[
          t('reviews.product'),
          t('reviews.review'),
          t('reviews.author'),
          t('reviews.status'),
          t('reviews.actions'),
        ]}
        row={(review: AdminReview) => (
          <tr key={review.id} data-testid="review-row">
            <td>{review.productName}</td>
            <td style={{ minWidth: '16rem', whiteSpace: 'pre-line' }}>
              <strong>
                {'★'.repeat(review.rating)}{' '}
                <span className={styles.muted}>{t('reviews.stars', { count: review.rating })}</span>
              </strong>
              <div>
                <strong>{review.title}</strong>
              </div>
              <div>{review.body}</div>
              {review.pros && (
                <div className={styles.muted}>{t('reviews.pros', { text: review.pros })}</div>
              )}
              {review.cons && (
                <div className={styles.muted}>{t('reviews.cons', { text: review.cons })}</div>
              )}
            </td>
            <td>
              {review.author && <div>{review.author}</div>}
              <div className={styles.muted}>{review.authorEmail}</div>
              <div className={styles.muted}>{words.when(review.updatedAt)}</div>
            </td>
            <td>
              <strong data-testid="review-status">{t(`reviews.status.${review.status}`)}</strong>
              {review.hiddenReason && (
                <div className={styles.muted}>
                  {t('reviews.reason', { reason: review.hiddenReason })}
                </div>
              )}
              <div className={styles.muted}>
                {t('reviews.helpful', { count: words.num(review.helpfulCount) })}
              </div>
            </td>
            <td>
              <ReviewActions review={review} onDone={reload} errorOf={(e) => errorText(e, words)} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}

function ReviewActions({
  review,
  onDone,
  errorOf,
}: {
  review: AdminReview;
  onDone: () => void;
  errorOf: (error: unknown) => string;
}) {
  const { t } = useMessages(reviewsMessages);
  const [reason, setReason] = useState('');
  const { busy, problem, setProblem, run } = useRowAction(onDone, errorOf);

  return (
    <div className={styles.actions}>
      {review.status !== 'published' && (
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() => void run(() => publishReview(review.id))}
        >
          {t('reviews.publish')}
        </button>
      )}
      {review.status !== 'hidden' && (
        <>
          {/* A textarea, so the placeholder (the field's only visible words) wraps, never cut. */}
          <textarea
            className={styles.textarea}
            aria-label={t('reviews.hideReason')}
            placeholder={t('reviews.hideReason')}
            value={reason}
            maxLength={300}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() =>
              reason.trim() === ''
                ? setProblem(t('reviews.needReason'))
                : void run(() => hideReview(review.id, reason.trim()))
            }
          >
            {t('reviews.hide')}
          </button>
        </>
      )}
      <RowProblem problem={problem} />
    </div>
  );
}
