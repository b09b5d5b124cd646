import { api, type BuilderSlotId } from '@shop/shared';
import type { BuilderProduct } from '../../lib/part-specs';

// A slot's part list, checked by the API against the other chosen parts with the shared
// rules: those that fit first, and why the others were left out.

export interface PartsQuery {
  slot: BuilderSlotId;
  selected: string[];
  compatibleOnly: boolean;
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
  /** Why parts were left out, naming the chosen parts they conflict with. */
  hiddenReason?: string;
}

export function getParts(query: PartsQuery, signal?: AbortSignal): Promise<PartsPage> {
  return api.get<PartsPage>('/api/v1/builder/parts', {
    query: {
      slot: query.slot,
      selected: query.selected.length ? query.selected : undefined,
      compatibleOnly: query.compatibleOnly,
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
