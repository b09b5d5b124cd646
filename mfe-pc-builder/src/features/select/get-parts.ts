import { api, type BuilderSlotId } from '@shop/shared';
import type { BuilderProduct } from '../../lib/part-specs';

// A slot's part list, with the server-side compatibility filter.

export interface PartsQuery {
  slot: BuilderSlotId;
  selected: string[];
  compatibleOnly: boolean;
  load?: number;
  brand?: string;
  /** Whole taka. */
  maxPrice?: number;
  q?: string;
  sort: 'price-asc' | 'price-desc' | 'name';
  page: number;
  pageSize: number;
}

export interface PartsPage {
  items: BuilderProduct[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  brands: string[];
  hiddenIncompatible: number;
}

export function getParts(query: PartsQuery, signal?: AbortSignal): Promise<PartsPage> {
  return api.get<PartsPage>('/api/v1/builder/parts', {
    query: {
      slot: query.slot,
      selected: query.selected.length ? query.selected : undefined,
      compatibleOnly: query.compatibleOnly,
      load: query.load,
      brand: query.brand ? [query.brand] : undefined,
      maxPrice: query.maxPrice,
      q: query.q?.trim() || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
}
