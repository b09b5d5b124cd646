import { BUILDER_SLOT_IDS, isBuilderSlotId, type BuilderSlotId } from '@shop/shared';
import type { BuildParts } from '../../lib/part-specs';

// A build travels in the link itself: /pc-builder?view=shared&name=...&cpu=<id>&ram=<id>.
// Anyone can open it, signed in or not; the parts are read fresh from the API.

export const SHARED_VIEW = 'shared';

export type PartIds = Partial<Record<BuilderSlotId, string>>;

export function partIds(parts: BuildParts): PartIds {
  const ids: PartIds = {};
  for (const slot of BUILDER_SLOT_IDS) {
    const part = parts[slot];
    if (part) ids[slot] = part.id;
  }
  return ids;
}

export function sharePath(name: string, ids: PartIds): string {
  const params = new URLSearchParams({ view: SHARED_VIEW });
  if (name.trim()) params.set('name', name.trim());
  for (const slot of BUILDER_SLOT_IDS) {
    const id = ids[slot];
    if (id) params.set(slot, id);
  }
  return `/pc-builder?${params.toString()}`;
}

/** The short link of a build saved in an account: its parts are read by the share id. */
export function sharedBuildPath(shareId: string): string {
  return `/pc-builder?${new URLSearchParams({ view: SHARED_VIEW, build: shareId }).toString()}`;
}

export type SharedLink = { name: string; ids: PartIds } | { shareId: string };

/** The build in a share link's query, or null when the query is not a share link. */
export function readShareLink(search: string): SharedLink | null {
  const params = new URLSearchParams(search);
  if (params.get('view') !== SHARED_VIEW) return null;
  const shareId = params.get('build');
  if (shareId && shareId.length <= 64) return { shareId };
  const ids: PartIds = {};
  for (const [key, value] of params) {
    if (isBuilderSlotId(key) && value && value.length <= 64) ids[key] = value;
  }
  if (Object.keys(ids).length === 0) return null;
  return { name: (params.get('name') ?? '').slice(0, 80), ids };
}
