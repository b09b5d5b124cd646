import '@shop/shared/src/styles/tokens.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  configureApi,
  loadMessages,
  markHydrated,
  normalizeShopConfig,
  ServerStateContext,
  shopCurrency,
  shopLocale,
  splitLocale,
  ssrPayload,
} from '@shop/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { App } from './app';
import { startCurrencyOwner } from './currency/currency-owner';
import { startLocaleOwner } from './locale/locale-owner';
import { LocaleRouter } from './locale/locale-router';
import { shellMessages } from './messages/catalogs';
import { pageMessages } from './messages/pages/catalogs';
import {
  RenderedModulesContext,
  settleLazy,
  type RenderedModules,
} from './remotes/rendered-modules';
import { routeAt } from './routes';

/**
 * The remote pages the server rendered into this page ('catalog/routes#product'), loaded
 * with the page's own chunk before hydration, so the first render matches the HTML at
 * once. One that fails now is left out: its slot then loads (and shows its fallback with
 * Retry) as on a client-rendered page.
 */
async function loadRendered(parts: string[]): Promise<Map<string, unknown>> {
  const modules = new Map<string, unknown>();
  await Promise.all(
    parts.map(async (entry) => {
      const [id = '', part = ''] = entry.split('#');
      try {
        const module = await loadRemote<{ pages?: Record<string, unknown> }>(id);
        if (!module) return;
        await settleLazy(module.pages?.[part]);
        modules.set(id, module);
      } catch {
        // The slot shows its fallback with Retry.
      }
    }),
  );
  return modules;
}

/**
 * Gives back the presses the server-rendered page's inline script kept while the page was
 * not live yet (shell/server/early-clicks.ts). Rendered last, so its effect runs once the
 * whole first render is hydrated and its effects have run.
 */
function ReplayEarlyClicks() {
  useEffect(() => {
    // Outside React's own effect pass: a press on a part not hydrated yet then makes React
    // hydrate that part at once (its code is loaded) and handle the press.
    const timer = setTimeout(() => {
      (window as { __shopReplayClicks?: () => void }).__shopReplayClicks?.();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** Whether the first page is one of the shell's own (or no route's: not found). */
function ownPageFirst(): boolean {
  const route = routeAt(splitLocale(window.location.pathname).path);
  return !route || route.kind === 'own';
}

/** `yieldToMain` gives the main thread back between the long steps (see index.ts). */
export async function mount(rawConfig: unknown, yieldToMain?: () => Promise<void>) {
  const config = normalizeShopConfig(rawConfig);
  configureApi({ baseUrl: config.apiBaseUrl });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const payload = ssrPayload();
  startCurrencyOwner(payload?.state?.[shopCurrency.name]);
  // The language of the address, published before the first render; the shell's words in
  // it are loaded beside the rendered remotes' code, so the first render has them.
  const locale = startLocaleOwner(window.location.pathname, payload?.state?.[shopLocale.name]);
  const messages = Promise.all([
    loadMessages(shellMessages, locale),
    // The shell's own pages (about, delivery, not found, the staff gates) have words of
    // their own, loaded only when the first page is one of them.
    ownPageFirst() ? loadMessages(pageMessages, locale) : null,
  ]);
  if (!payload) {
    await messages;
    createRoot(root).render(
      <StrictMode>
        <LocaleRouter>
          <App config={config} />
        </LocaleRouter>
      </StrictMode>,
    );
    return;
  }
  const [modules] = await Promise.all([loadRendered(payload.rendered), messages]);
  const rendered: RenderedModules = { modules, server: false };
  // The remote pages' code ran in the task that loaded it; hydrating is a task of its own.
  await yieldToMain?.();
  hydrateRoot(
    root,
    <StrictMode>
      <ServerStateContext.Provider value={payload.state ?? null}>
        <RenderedModulesContext.Provider value={rendered}>
          <LocaleRouter>
            <App config={config} onHydrated={markHydrated} />
            <ReplayEarlyClicks />
          </LocaleRouter>
        </RenderedModulesContext.Provider>
      </ServerStateContext.Provider>
    </StrictMode>,
    {
      // A slot the server could not finish (too slow, or its render failed) is rendered
      // here instead, as designed: not an error of the page.
      onRecoverableError(error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/server could not finish|Switched to client rendering|error #419\b/i.test(message)) {
          console.info('[shop] a part of the page was rendered in the browser:', message);
        } else console.error(error);
      },
    },
  );
}
