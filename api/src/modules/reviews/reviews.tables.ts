// Row types of the review tables (migration 2026-11-26-110-reviews).

export type ReviewStatus = 'pending' | 'published' | 'hidden';

export interface ProductReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** Plain text; empty when not given. */
  pros: string;
  cons: string;
  status: string;
  /** Why staff hid it (shown to its writer); null unless hidden. */
  hidden_reason: string | null;
  /** Votes of other shoppers that found it helpful (product_review_votes). */
  helpful_count: number;
  created_at: string;
  updated_at: string;
  /** When staff last published it; null until then. */
  published_at: string | null;
}

export interface ProductReviewVotesTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

export interface ReviewsTables {
  product_reviews: ProductReviewsTable;
  product_review_votes: ProductReviewVotesTable;
}
