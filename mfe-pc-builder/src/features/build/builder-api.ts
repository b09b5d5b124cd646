import { api, type BuilderSlotId } from '@shop/shared';
import type { BuilderProduct } from '../compatibility';
import type { PartIds } from './share-link';

// The builder's API calls: part lists with the server-side compatibility filter, the
// chosen parts' current state, and saved builds of the signed-in shopper.

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

export async function getSelection(ids: string[]): Promise<BuilderProduct[]> {
  if (ids.length === 0) return [];
  const answer = await api.get<{ items: BuilderProduct[] }>('/api/v1/builder/selection', {
    query: { ids },
  });
  return answer.items;
}

export interface SavedBuild {
  id: string;
  shareId: string;
  name: string;
  parts: PartIds;
  createdAt: string;
  updatedAt: string;
}

export async function listBuilds(): Promise<SavedBuild[]> {
  return (await api.get<{ items: SavedBuild[] }>('/api/v1/builds')).items;
}

export function createBuild(name: string, parts: PartIds): Promise<SavedBuild> {
  return api.post<SavedBuild>('/api/v1/builds', { name, parts });
}

export function deleteBuild(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/builds/${encodeURIComponent(id)}`);
}

export function renameBuild(id: string, name: string): Promise<SavedBuild> {
  return api.patch<SavedBuild>(`/api/v1/builds/${encodeURIComponent(id)}`, { name });
}

export interface SharedBuild {
  shareId: string;
  name: string;
  parts: PartIds;
  createdAt: string;
}

export function getSharedBuild(shareId: string): Promise<SharedBuild> {
  return api.get<SharedBuild>(`/api/v1/builds/shared/${encodeURIComponent(shareId)}`);
}
