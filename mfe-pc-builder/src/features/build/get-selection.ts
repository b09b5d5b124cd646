import { api } from '@shop/shared';
import type { BuilderProduct } from '../../lib/part-specs';

/** The chosen parts as the catalog has them now (prices, stock; a part gone is left out). */
export async function getSelection(ids: string[]): Promise<BuilderProduct[]> {
  if (ids.length === 0) return [];
  const answer = await api.get<{ items: BuilderProduct[] }>('/api/v1/builder/selection', {
    query: { ids },
  });
  return answer.items;
}
