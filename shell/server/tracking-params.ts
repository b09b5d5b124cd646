// Links shared on social media and in ads come back with parameters that only say where
// the click came from (`fbclid` is new for every click). The shop's pages never read them,
// but the page cache keys on the whole address, so each click would be a page rendered
// anew. The shell's server sends such a visitor to the same address without them, which
// is answered from the cache (and from a CDN's), and the address the shopper keeps or
// shares on is the clean one.

/** Query parameters that name a campaign or a click, never read by a page. */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid)$/i;

/**
 * `url` (path and query) without its tracking parameters, or null when it has none. The
 * other parameters keep their order and their spelling.
 */
export function withoutTracking(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark < 0) return null;
  const pairs = url.slice(mark + 1).split('&');
  const kept = pairs.filter((pair) => {
    const name = pair.split('=')[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is not one of ours to drop.
    }
    return !TRACKING.test(decoded);
  });
  if (kept.length === pairs.length) return null;
  const query = kept.filter(Boolean).join('&');
  return `${url.slice(0, mark)}${query ? `?${query}` : ''}`;
}
