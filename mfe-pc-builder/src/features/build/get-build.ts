import { api } from '@shop/shared';
import type { CheckResult } from '../../lib/compatibility';
import type { SavedBuild } from './list-builds';

/** One saved build of the signed-in shopper, as the API checks it when it is opened. */
export function getBuild(id: string): Promise<SavedBuild & { check: CheckResult }> {
  return api.get<SavedBuild & { check: CheckResult }>(`/api/v1/builds/${encodeURIComponent(id)}`);
}
