import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ApiError,
  authSession,
  authSignInRequested,
  formatDate,
  getBus,
  useBusState,
  useMessages,
  type OwnReview,
  type Product,
  type Review,
  type Translator,
} from '@shop/shared';
import { formatRating } from '../../lib/format-rating';
import { countText } from '../../lib/words';
import { reviewsMessages } from '../../messages/reviews/catalogs';
import type { ReviewSort } from './get-reviews';
import { ReviewForm } from './review-form';
import { useMyReview } from './use-my-review';
import { useReviews } from './use-reviews';
import { voteHelpful } from './vote-helpful';
import styles from './reviews.module.css';

/**
 * A product's reviews: the rating breakdown, the published reviews (newest or most
 * helpful first, each a verified purchase) with their 'helpful' button, and the signed-in
 * buyer's own review to write or edit. Every text is rendered as text.
 */
export default function ReviewsSection({ product }: { product: Product }) {
  const words = useMessages(reviewsMessages);
  const { t, locale } = words;
  const { pathname } = useLocation();
  const { user } = useBusState(authSession);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const list = useReviews(product.id, sort);
  const { mine, saved, voted } = useMyReview(product.id, user?.id ?? null);
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = () =>
    void getBus().send(authSignInRequested, { returnTo: `${pathname}#reviews`, reason: 'reviews' });

  async function helpful(review: Review) {
    if (!user) {
      setNotice(t('reviews.helpfulSignIn'));
      signIn();
      return;
    }
    try {
      const answer = await voteHelpful(review.id);
      list.setHelpful(review.id, answer.helpfulCount);
      voted(review.id);
      setNotice(null);
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.status < 500 ? error.message : t('reviews.failed'),
      );
    }
  }

  const onSaved = (review: OwnReview) => {
    saved(review);
    setWriting(false);
    setSent(true);
  };

  const summary = list.summary;
  return (
    <div className={styles.section}>
      <h2 id="reviews-title" className={styles.title}>
        {t('reviews.title')}
      </h2>
      {summary && summary.reviewCount > 0 && (
        <div className={styles.overview}>
          <p className={styles.average}>
            <span className={styles.averageNumber} aria-hidden="true">
              {formatRating(summary.rating, locale)}
            </span>
            <span>
              <Stars
                rating={summary.rating}
                label={t('reviews.average', { rating: formatRating(summary.rating, locale) })}
              />
              <span className={styles.muted}>
                {t('reviews.count', { count: summary.reviewCount })}
              </span>
            </span>
          </p>
          <ul className={styles.bars} aria-label={t('reviews.breakdown')}>
            {([5, 4, 3, 2, 1] as const).map((stars) => {
              const count = summary.breakdown[String(stars) as '1'];
              return (
                <li key={stars} className={styles.bar}>
                  <span className="visually-hidden">
                    {t('reviews.starsShare', { stars, count })}
                  </span>
                  <span aria-hidden="true" className={styles.barLabel}>
                    {t('reviews.starsRow', { stars })}
                  </span>
                  <span aria-hidden="true" className={styles.barTrack}>
                    <span
                      className={styles.barFill}
                      style={{ width: `${Math.round((count / summary.reviewCount) * 100)}%` }}
                    />
                  </span>
                  <span aria-hidden="true" className={styles.barCount}>
                    {countText(count, locale)}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className={styles.mine} data-testid="my-review">
        {sent && (
          <p role="status" className={styles.success}>
            {t('reviews.form.sent')}
          </p>
        )}
        {!user ? (
          // The header's Sign In is the way in (one sign-in button on the page).
          <p className={styles.muted}>{t('reviews.signInToWrite')}</p>
        ) : writing && mine ? (
          <ReviewForm
            productId={product.id}
            own={mine.review}
            words={words}
            onSaved={onSaved}
            onCancel={() => setWriting(false)}
          />
        ) : mine?.review ? (
          <OwnReviewView
            review={mine.review}
            words={words}
            onEdit={() => {
              setSent(false);
              setWriting(true);
            }}
          />
        ) : mine?.canReview ? (
          <>
            <p className={styles.muted}>{t('reviews.writeLead')}</p>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setSent(false);
                setWriting(true);
              }}
            >
              {t('reviews.write')}
            </button>
          </>
        ) : mine ? (
          <p className={styles.muted}>{t('reviews.notBuyer')}</p>
        ) : null}
      </div>

      {list.status === 'error' && list.reviews.length === 0 ? (
        <p role="alert" className={styles.problem}>
          {t('reviews.failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={list.retry}>
            {t('reviews.retry')}
          </button>
        </p>
      ) : summary && summary.reviewCount === 0 ? (
        <p className={styles.muted}>{t('reviews.none')}</p>
      ) : list.reviews.length > 0 ? (
        <>
          <label className={styles.sort}>
            {t('reviews.sort')}
            <select
              className={styles.select}
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
            >
              <option value="newest">{t('reviews.sort.newest')}</option>
              <option value="helpful">{t('reviews.sort.helpful')}</option>
            </select>
          </label>
          {notice && (
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          )}
          <ol className={styles.list} data-testid="review-list">
            {list.reviews.map((review) => (
              <li key={review.id}>
                <ReviewView
                  review={review}
                  words={words}
                  own={mine?.review?.id === review.id}
                  voted={mine?.votedReviewIds.includes(review.id) ?? false}
                  onHelpful={() => void helpful(review)}
                />
              </li>
            ))}
          </ol>
          {list.more && (
            <button
              type="button"
              className={styles.secondary}
              onClick={list.loadMore}
              disabled={list.status === 'loading'}
            >
              {t('reviews.more')}
            </button>
          )}
        </>
      ) : (
        list.status === 'loading' && <p className={styles.muted}>{t('reviews.loading')}</p>
      )}
    </div>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span className={styles.starsShown} role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className={styles.starOff}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

function ReviewView({
  review,
  words,
  own,
  voted,
  onHelpful,
}: {
  review: Review;
  words: Translator;
  own: boolean;
  voted: boolean;
  onHelpful: () => void;
}) {
  const { t, locale } = words;
  const count = countText(review.helpfulCount, locale);
  return (
    <article className={styles.review} data-testid="review">
      <Stars
        rating={review.rating}
        label={t('reviews.rated', { rating: countText(review.rating, locale) })}
      />
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.byline}>
        {t('reviews.by', {
          author: review.author || t('reviews.anonymous'),
          date: formatDate(review.createdAt, locale),
        })}
        {review.verifiedPurchase && (
          <span className={styles.verified}>{t('reviews.verified')}</span>
        )}
      </p>
      <p className={styles.body}>{review.body}</p>
      {(review.pros || review.cons) && (
        <dl className={styles.prosCons}>
          {review.pros && (
            <>
              <dt>{t('reviews.pros')}</dt>
              <dd>{review.pros}</dd>
            </>
          )}
          {review.cons && (
            <>
              <dt>{t('reviews.cons')}</dt>
              <dd>{review.cons}</dd>
            </>
          )}
        </dl>
      )}
      {!own && (
        <button
          type="button"
          className={styles.helpful}
          onClick={onHelpful}
          disabled={voted}
          aria-pressed={voted}
        >
          {voted ? t('reviews.helpfulDone', { count }) : t('reviews.helpful', { count })}
        </button>
      )}
    </article>
  );
}

function OwnReviewView({
  review,
  words,
  onEdit,
}: {
  review: OwnReview;
  words: Translator;
  onEdit: () => void;
}) {
  const { t, locale } = words;
  return (
    <div className={styles.own}>
      <h3 className={styles.ownTitle}>{t('reviews.yours')}</h3>
      <p className={styles.status} data-status={review.status}>
        {t(`reviews.status.${review.status}`)}
      </p>
      {review.status === 'hidden' && review.hiddenReason && (
        <p className={styles.muted}>{t('reviews.hiddenReason', { reason: review.hiddenReason })}</p>
      )}
      <Stars
        rating={review.rating}
        label={t('reviews.rated', { rating: countText(review.rating, locale) })}
      />
      <p className={styles.reviewTitle}>{review.title}</p>
      <p className={styles.body}>{review.body}</p>
      <button type="button" className={styles.secondary} onClick={onEdit}>
        {t('reviews.edit')}
      </button>
    </div>
  );
}
