import { api } from '@shop/shared';
import type { PartIds } from './share-link';

/** A build saved in the signed-in shopper's account. */
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
