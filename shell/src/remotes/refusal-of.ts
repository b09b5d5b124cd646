import { SharedVersionRefusal } from './shared-version-report';

// Read only where a part failed (the slot's notice, a chunk of its own), so the code every
// page loads does not carry it.

/** The refusal behind an error, when a remote's load failed for one (the runtime may wrap it). */
export function sharedVersionRefusal(error: unknown): SharedVersionRefusal | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause instanceof SharedVersionRefusal) return cause;
    // The page's runtime and the server's may each hold a copy of this module.
    if (cause.name === 'SharedVersionRefusal' && 'mismatch' in cause) {
      return cause as SharedVersionRefusal;
    }
    cause = cause.cause;
  }
  return undefined;
}
