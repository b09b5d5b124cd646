import { mount } from '../../../shell/src/bootstrap';

// The floor's entry: the shell's own bootstrap, with the shop's configuration read first
// as the shell does (no remotes.json: nothing is federated here).
async function start() {
  let config: unknown = null;
  try {
    const response = await fetch('/shop-config.json', { cache: 'no-cache' });
    if (response.ok) config = await response.json();
  } catch {
    // The defaults of normalizeShopConfig apply.
  }
  mount(config);
}

void start();
