import { api } from '@shop/shared';

export function deleteBuild(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/builds/${encodeURIComponent(id)}`);
}
