import type { Locale, SsrPayload } from '@shop/shared';

// What the shell's server renderer takes and gives (kept apart from the renderer, which
// pulls in the whole app, so the Node server's type check does not).

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  /** remotes.json as it is now: remote name -> browser manifest URL. */
  remotes: Record<string, string>;
  /** shop-config.json as the browser gets it. */
  config: unknown;
  /** Where the server reaches the API (the browser uses its own origin). */
  apiUrl: string;
  /** How long a remote's page may take to render on the server before the browser does it. */
  budgetMs: number;
  /** How long loading a remote's server code may take (once per version). */
  loadTimeoutMs: number;
  /** The shopper's display currency (their currency cookie); taka when they chose none. */
  currency?: 'BDT' | 'JPY';
  /**
   * X-Forwarded-For for the API calls the page makes (the shopper's address after the ones
   * their request came through), so the API's per-client limits count the shopper.
   */
  forwardedFor?: string;
}

export interface RenderResult {
  /** The page's language, from its address (English when not said). */
  locale?: Locale;
  /** 200, or 404 for a path no page serves or a page whose product or category is unknown. */
  status: number;
  /** The HTML inside #root. */
  html: string;
  /** The hydration payload (written into the page as JSON safe inside a <script> element). */
  payload: SsrPayload;
  /** The remote page the server rendered, or why not. */
  slot: { id: string; part: string; state: 'rendered' | 'unavailable' | 'too slow' } | null;
  /**
   * How the page was rendered: once after its preload (`preloaded`), once by the loading
   * pass (`one pass`), or by the string render after the loading pass (`two passes`: a part
   * that was slow, failed or showed sample data).
   */
  passes: 'preloaded' | 'one pass' | 'two passes';
  /** The image most likely to be the largest paint, to preload. */
  lcpImage?: string;
  /** Resource hints React made while rendering (preloads of eager images), for <head>. */
  headHints: string;
  /** The rendered remote's stylesheets and first scripts (absolute URLs). */
  styles: string[];
  scripts: string[];
}
