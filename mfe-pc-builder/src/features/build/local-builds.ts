import type { BuildParts } from '../../lib/part-specs';
import { sanitizeParts } from './build-store';

// Builds saved by a signed-out shopper live in this browser only.

export const SAVED_BUILDS_KEY = 'circuithaat.pcBuilder.savedBuilds';
export const MAX_LOCAL_BUILDS = 50;

export interface LocalBuild {
  id: string;
  name: string;
  parts: BuildParts;
  savedAt: string;
}

export function readLocalBuilds(): LocalBuild[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_BUILDS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: Partial<LocalBuild>) =>
      typeof item?.id === 'string' && typeof item.name === 'string'
        ? [
            {
              id: item.id,
              name: item.name,
              parts: sanitizeParts(item.parts),
              savedAt: String(item.savedAt ?? ''),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

function write(builds: LocalBuild[]): void {
  localStorage.setItem(SAVED_BUILDS_KEY, JSON.stringify(builds));
}

/** Newest first; the oldest one drops off past the limit. */
export function saveLocalBuild(name: string, parts: BuildParts, now = new Date()): LocalBuild {
  const build: LocalBuild = {
    id: `local-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
    name,
    parts,
    savedAt: now.toISOString(),
  };
  write([build, ...readLocalBuilds()].slice(0, MAX_LOCAL_BUILDS));
  return build;
}

export function deleteLocalBuild(id: string): void {
  write(readLocalBuilds().filter((build) => build.id !== id));
}
