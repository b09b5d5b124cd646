import fs from 'node:fs';
import path from 'node:path';
import { EARLY_CLICKS_CSP_SOURCE } from './early-clicks';

// Security headers of the shell's and the remotes' servers. Sign-in tokens live in
// localStorage (docs/product.md#data), so injected script is the threat: the Content Security Policy
// lets scripts come only from the shop's own origin and the remotes named in
// remotes.json, never from inline code except the one fixed script a server-rendered page
// carries (early-clicks.ts), allowed by its hash. Styles may be inline (React style attributes),
// which cannot run code.
//
// Stripe.js (decision 21: the card through Stripe, 3-D Secure, konbini) is the one outside
// script: loaded from js.stripe.com, talking to api.stripe.com, and drawing the card fields
// and the 3-D Secure challenge in frames of js.stripe.com and hooks.stripe.com. These are
// the sources Stripe's security guide asks for, and nothing wider (no *.stripe.com).

/** What Stripe.js needs, per directive. */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export interface CspSources {
  /** Origins of the remotes (from remotes.json). */
  remotes: readonly string[];
  /** The API's origin when it is not this server's own (shop-config.json apiBaseUrl). */
  api?: string | undefined;
}

/** The origin of a URL, or undefined for a relative or malformed one. */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy({ remotes, api }: CspSources): string {
  const remoteList = [...new Set(remotes)].sort();
  const withRemotes = ["'self'", ...remoteList].join(' ');
  const withApi = ["'self'", ...(api ? [api] : []), ...remoteList].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes} ${STRIPE_CSP.script.join(' ')} ${EARLY_CLICKS_CSP_SOURCE}`,
    `style-src ${withRemotes} 'unsafe-inline'`,
    `img-src ${withApi} data: blob:`,
    `font-src ${withRemotes} data:`,
    `connect-src ${withApi} ${STRIPE_CSP.connect.join(' ')}`,
    `frame-src 'self' ${STRIPE_CSP.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries (the CSP matters for pages, the rest for everything). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Reads the sources from the runtime JSON the server answers (an override, or the files
 * next to index.html), so a remote moved to another host in remotes.json is allowed
 * without a rebuild.
 */
export function readCspSources(
  root: string,
  json: Record<string, unknown> | undefined,
  fallbackApi: string | undefined,
): CspSources {
  const read = (name: string): unknown => {
    if (json?.[`/${name}`] !== undefined) return json[`/${name}`];
    try {
      return JSON.parse(fs.readFileSync(path.join(root, name), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
  const remotesJson = read('remotes.json');
  const remotes =
    remotesJson && typeof remotesJson === 'object'
      ? Object.values(remotesJson as Record<string, unknown>)
          .map(originOf)
          .filter((origin): origin is string => origin !== undefined)
      : [];
  const shopConfig = read('shop-config.json') as { apiBaseUrl?: unknown } | undefined;
  return { remotes, api: originOf(shopConfig?.apiBaseUrl) ?? originOf(fallbackApi) };
}
