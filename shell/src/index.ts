import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadPlan } from './remotes/preload-plan';

// Async boundary: shared singletons (react, @shop/shared, ...) are negotiated before
// bootstrap runs. Before that, read where the remotes live today.

async function readJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

async function start() {
  const [remotes, config] = await Promise.all([
    readJson('/remotes.json'),
    readJson('/shop-config.json'),
  ]);
  const entries = remotes && typeof remotes === 'object' ? Object.entries(remotes) : [];
  registerRemotes(
    entries
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, entry]) => ({ name, entry })),
  );
  // Fire and forget: a remote that is down fails later, inside its own boundary.
  preloadRemote(preloadPlan(window.location.pathname)).catch(() => undefined);
  const { mount } = await import('./bootstrap');
  mount(config);
}

void start();
