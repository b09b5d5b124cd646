import type { SortOrder } from '../../lib/catalog-types';

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  rating: 'Rating',
};
