import { BehaviorSubject } from 'rxjs';
import { isApiError, NETWORK_ERROR, TIMEOUT, ssrPayload } from '@shop/shared';

// docs/product.md D12: when the API cannot be reached, catalog reads fall back to the bundled
// sample data and the page says so. This subject is what the notice listens to.
// A server-rendered page starts from what the server showed: its loads ended in sample data.
export const showingSampleData$ = new BehaviorSubject(
  Object.values(ssrPayload()?.entries ?? {}).some(
    (entry) => entry.status === 'success' && entry.sample,
  ),
);

/** The message of a 404 for a path no route serves (the API's not-found handler). */
const NO_SUCH_SERVICE = 'Service not found';

/**
 * "Cannot be reached": no answer at all, a gateway with no API behind it, or an API that
 * does not serve the catalog yet. An answer from the catalog itself (a 404 'Product not
 * found', a 500) is not: that is the page's error state, never silently sample data.
 */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0) return error.code === NETWORK_ERROR || error.code === TIMEOUT;
  if ([502, 503, 504].includes(error.status) && !error.serverMessage) return true;
  return error.status === 404 && error.serverMessage === NO_SUCH_SERVICE;
}

/**
 * Runs the API call; when the API is unreachable, answers from the sample data instead.
 * `sample` imports the sample data itself, so its bytes load only when they are needed.
 */
export async function withSampleFallback<T>(
  call: () => Promise<T>,
  sample: () => T | Promise<T>,
): Promise<T> {
  try {
    const value = await call();
    if (showingSampleData$.getValue()) showingSampleData$.next(false);
    return value;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    if (!showingSampleData$.getValue()) showingSampleData$.next(true);
    const value = await sample();
    return value;
  }
}
