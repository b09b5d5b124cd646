import { getApiBaseUrl } from './api-client';

// Product, category and slide images are served by the API (`/api/v1/images/...`), so a
// path from a product record means nothing on the shell's or a remote's own origin.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Resolves an image path from the API against the API host the shell configured.
 * Absolute URLs (`https:`, `data:`, `blob:`, protocol-relative) are returned unchanged.
 */
export function apiAssetUrl(path: string, baseUrl: string = getApiBaseUrl()): string {
  if (!path || ABSOLUTE.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
