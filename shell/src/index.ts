import { preloadRemote, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { splitLocale } from '@shop/shared/src/contracts/locales';
import { shellMessages } from './messages/catalogs';
import { preloadPlan } from './remotes/preload-plan';
import { readJson, registerFromJson } from './remotes/remote-registry';
import { sharedVersionPlugin } from './remotes/shared-version-report';

// Async boundary: shared singletons (react, @shop/shared, ...) are negotiated before
// bootstrap runs. Before that, read where the remotes live today.

/**
 * remotes.json and shop-config.json as a server-rendered page carries them (the JSON block
 * the shell's server wrote into it), or null on a client-rendered page. Read from the
 * document directly: shared modules are not available before the async boundary.
 */
function handedOver(): { remotes: unknown; config: unknown } | null {
  const element = document.getElementById('shop-ssr-data');
  if (!element?.textContent) return null;
  try {
    const payload = JSON.parse(element.textContent) as { remotes?: unknown; config?: unknown };
    return payload.remotes ? { remotes: payload.remotes, config: payload.config } : null;
  } catch {
    return null;
  }
}

/**
 * Hands the main thread back for a moment (the rest runs in a new task), so starting the
 * page is several short tasks rather than one long one that a press would wait behind.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const handed = handedOver();
  // A server-rendered page carries both; a client-rendered one reads them.
  const [remotes, config] = handed
    ? [handed.remotes, handed.config]
    : await Promise.all([readJson('/remotes.json'), readJson('/shop-config.json')]);
  // Every remote's federation instance reports a shared singleton it accepts at another
  // version than it was built for (a remote redeployed ahead of the shell).
  registerGlobalPlugins([sharedVersionPlugin()]);
  registerFromJson(remotes);
  // Fire and forget: a remote that is down fails later, inside its own boundary.
  preloadRemote(preloadPlan(window.location.pathname)).catch(() => undefined);
  // The shell's words in the page's language download beside its code, not after it: the
  // first render waits for them.
  shellMessages[splitLocale(window.location.pathname).locale]().catch(() => undefined);
  await yieldToMain();
  const { mount } = await import('./bootstrap');
  await yieldToMain();
  await mount(config, yieldToMain);
}

/**
 * A server-rendered page is whole before any script runs: the browser paints it first, and
 * only then does the shell take the main thread (loading the remotes and hydrating is long
 * work on a phone). Presses in between are kept and replayed (shell/server/early-clicks.ts).
 * A hidden tab gets no animation frames, so a timer starts it there.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('shop-ssr-data')) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

void afterFirstPaint().then(start);
