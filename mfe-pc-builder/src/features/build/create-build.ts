import { api } from '@shop/shared';
import type { SavedBuild } from './list-builds';
import type { PartIds } from './share-link';

export function createBuild(name: string, parts: PartIds): Promise<SavedBuild> {
  return api.post<SavedBuild>('/api/v1/builds', { name, parts });
}
