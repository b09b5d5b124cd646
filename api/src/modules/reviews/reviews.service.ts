import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import {
  findOwnReview,
  findReview,
  helpfulCount,
  insertReview,
  insertVote,
  productExists,
  publishedReviews,
  ratingBreakdown,
  receivedProduct,
  refreshProductRating,
  reviewsForStaff,
  updateReview,
  votedReviewIds,
  type AdminReviewRow,
  type ReviewRow,
} from './reviews.repository';
import {
  REVIEWS_PAGE_SIZE,
  type AdminReview,
  type OwnReview,
  type PublicReview,
  type ReviewBody,
} from './reviews.schemas';
import type { ReviewStatus } from './reviews.tables';

// Buyers' reviews (decision 25, docs/reviews.md). A signed-in shopper with a delivered
// order holding the product writes one review of it (an edit is allowed, and waits for
// staff again); staff publish it or hide it with a reason; only published reviews are
// listed and counted in the product's rating (refreshProductRating, on every change of
// what is published). Text is stored as the shopper typed it (trimmed) and rendered as
// plain text by the storefront.

export interface ReviewsDeps {
  db: Kysely<Database>;
  now: () => Date;
}

const PRODUCT_NOT_FOUND = () => HttpError.notFound('Product not found', 'PRODUCT_NOT_FOUND');
const REVIEW_NOT_FOUND = () => HttpError.notFound('Review not found', 'REVIEW_NOT_FOUND');

/**
 * The writer as shown to everyone: first name and the initial of the last name, from the
 * profile's name fields; empty when the profile has none (an account made by e-mail code
 * may carry its address's local part as `name`, which must not be shown).
 */
function author(row: ReviewRow): string {
  const first = row.first_name?.trim() ?? '';
  const last = row.last_name?.trim() ?? '';
  if (!first) return '';
  return last ? `${first} ${last.charAt(0)}.` : first;
}

function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    pros: row.pros,
    cons: row.cons,
    author: author(row),
    verifiedPurchase: true,
    helpfulCount: Number(row.helpful_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toOwn(row: ReviewRow): OwnReview {
  return {
    ...toPublic(row),
    status: row.status as ReviewStatus,
    hiddenReason: row.hidden_reason,
  };
}

function toAdmin(row: AdminReviewRow): AdminReview {
  return {
    ...toOwn(row),
    productId: row.product_id,
    productName: row.product_name,
    productSlug: row.product_slug,
    authorEmail: row.email,
  };
}

export async function listReviews(
  db: Kysely<Database>,
  productId: string,
  query: { sort?: 'newest' | 'helpful' | undefined; page?: number | undefined },
) {
  if (!(await productExists(db, productId))) throw PRODUCT_NOT_FOUND();
  const page = query.page ?? 1;
  const [rows, counts] = await Promise.all([
    publishedReviews(
      db,
      productId,
      query.sort ?? 'newest',
      REVIEWS_PAGE_SIZE,
      (page - 1) * REVIEWS_PAGE_SIZE,
    ),
    ratingBreakdown(db, productId),
  ]);
  let reviewCount = 0;
  let total = 0;
  for (const [stars, count] of counts) {
    reviewCount += count;
    total += stars * count;
  }
  const at = (stars: number) => counts.get(stars) ?? 0;
  return {
    rating: reviewCount === 0 ? 0 : Math.round((total / reviewCount) * 10) / 10,
    reviewCount,
    breakdown: { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) },
    reviews: rows.map(toPublic),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

export async function myReview(db: Kysely<Database>, user: AccessClaims, productId: string) {
  if (!(await productExists(db, productId))) throw PRODUCT_NOT_FOUND();
  const [own, received, voted] = await Promise.all([
    findOwnReview(db, user.sub, productId),
    receivedProduct(db, user.sub, productId),
    votedReviewIds(db, user.sub, productId),
  ]);
  return { canReview: received, review: own ? toOwn(own) : null, votedReviewIds: voted };
}

/** The body's texts trimmed; a title or text of spaces only is refused beside its field. */
function cleanBody(body: ReviewBody) {
  const clean = {
    rating: body.rating,
    title: body.title.trim(),
    body: body.body.trim(),
    pros: (body.pros ?? '').trim(),
    cons: (body.cons ?? '').trim(),
  };
  const fields: Record<string, string> = {};
  if (clean.title === '') fields.title = 'Fill this in';
  if (clean.body === '') fields.body = 'Fill this in';
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid request data', { fields });
  }
  return clean;
}

async function requireReceived(db: Kysely<Database>, user: AccessClaims, productId: string) {
  if (!(await productExists(db, productId))) throw PRODUCT_NOT_FOUND();
  if (!(await receivedProduct(db, user.sub, productId))) {
    throw HttpError.forbidden(
      'Only shoppers who received this product can review it',
      'REVIEW_NOT_ALLOWED',
    );
  }
}

export async function createReview(
  deps: ReviewsDeps,
  user: AccessClaims,
  productId: string,
  body: ReviewBody,
): Promise<OwnReview> {
  const clean = cleanBody(body);
  await requireReceived(deps.db, user, productId);
  const at = deps.now().toISOString();
  const id = `rev_${randomBytes(9).toString('base64url')}`;
  const inserted = await insertReview(deps.db, {
    id,
    product_id: productId,
    user_id: user.sub,
    ...clean,
    status: 'pending',
    hidden_reason: null,
    helpful_count: 0,
    created_at: at,
    updated_at: at,
    published_at: null,
  });
  if (!inserted) {
    throw HttpError.conflict(
      'You have already reviewed this product; edit your review instead',
      'REVIEW_EXISTS',
    );
  }
  return toOwn((await findReview(deps.db, id))!);
}

export async function editReview(
  deps: ReviewsDeps,
  user: AccessClaims,
  productId: string,
  body: ReviewBody,
): Promise<OwnReview> {
  const clean = cleanBody(body);
  if (!(await productExists(deps.db, productId))) throw PRODUCT_NOT_FOUND();
  const own = await findOwnReview(deps.db, user.sub, productId);
  if (!own) throw REVIEW_NOT_FOUND();
  await deps.db.transaction().execute(async (trx) => {
    await updateReview(trx, own.id, {
      ...clean,
      status: 'pending',
      hidden_reason: null,
      updated_at: deps.now().toISOString(),
    });
    // A published review leaves the rating until staff have read the new text.
    if (own.status === 'published') await refreshProductRating(trx, productId);
  });
  return toOwn((await findReview(deps.db, own.id))!);
}

export async function voteHelpful(
  deps: ReviewsDeps,
  user: AccessClaims,
  reviewId: string,
): Promise<{ helpfulCount: number }> {
  const review = await findReview(deps.db, reviewId);
  if (!review || review.status !== 'published') throw REVIEW_NOT_FOUND();
  if (review.user_id === user.sub) {
    throw HttpError.conflict('You cannot mark your own review helpful', 'OWN_REVIEW');
  }
  const counted = await deps.db
    .transaction()
    .execute((trx) => insertVote(trx, reviewId, user.sub, deps.now().toISOString()));
  if (!counted) {
    throw HttpError.conflict('You have already marked this review helpful', 'ALREADY_VOTED');
  }
  return { helpfulCount: await helpfulCount(deps.db, reviewId) };
}

export async function listReviewsForStaff(
  db: Kysely<Database>,
  status?: ReviewStatus,
): Promise<AdminReview[]> {
  return (await reviewsForStaff(db, { status })).map(toAdmin);
}

async function moderate(
  deps: ReviewsDeps,
  reviewId: string,
  status: 'published' | 'hidden',
  reason: string | null,
): Promise<AdminReview> {
  const review = await findReview(deps.db, reviewId);
  if (!review) throw REVIEW_NOT_FOUND();
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateReview(trx, reviewId, {
      status,
      hidden_reason: reason,
      ...(status === 'published' ? { published_at: at } : {}),
    });
    await refreshProductRating(trx, review.product_id);
  });
  const [row] = await reviewsForStaff(deps.db, { id: reviewId });
  return toAdmin(row!);
}

export function publishReview(deps: ReviewsDeps, reviewId: string): Promise<AdminReview> {
  return moderate(deps, reviewId, 'published', null);
}

export function hideReview(
  deps: ReviewsDeps,
  reviewId: string,
  reason: string,
): Promise<AdminReview> {
  const clean = reason.trim();
  if (clean === '') throw HttpError.field('reason', 'Give a reason', 'REASON_REQUIRED');
  return moderate(deps, reviewId, 'hidden', clean);
}
