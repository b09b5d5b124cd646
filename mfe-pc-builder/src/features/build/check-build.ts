import { api } from '@shop/shared';
import type { CheckResult } from '../../lib/compatibility';
import type { PartIds } from './share-link';

/**
 * A build of product ids checked by the API with the shared rules, as the catalog has the
 * parts now: a hand-edited link's unknown ids and parts in the wrong slot come back as
 * Problems too.
 */
export function checkBuildIds(parts: PartIds): Promise<CheckResult> {
  return api.post<CheckResult>('/api/v1/builder/check', { parts });
}
