import { api } from '@shop/shared';
import type { CheckResult } from '../../lib/compatibility';
import type { PartIds } from './share-link';

/** A build saved in an account, as its share link shows it to anyone, checked by the API. */
export interface SharedBuild {
  shareId: string;
  name: string;
  parts: PartIds;
  createdAt: string;
  check: CheckResult;
}

export function getSharedBuild(shareId: string): Promise<SharedBuild> {
  return api.get<SharedBuild>(`/api/v1/builds/shared/${encodeURIComponent(shareId)}`);
}
