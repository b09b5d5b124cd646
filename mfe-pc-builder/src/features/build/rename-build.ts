import { api } from '@shop/shared';
import type { SavedBuild } from './list-builds';

export function renameBuild(id: string, name: string): Promise<SavedBuild> {
  return api.patch<SavedBuild>(`/api/v1/builds/${encodeURIComponent(id)}`, { name });
}
