// Page tests mock only the network boundary (fetch); the shared API client, the bus and
// everything above them run for real.

export type Answer = { status: number; body?: unknown } | 'network-error';

/** Answers by exact path; anything unrouted is a network error. Returns the URLs asked. */
export function fakeNetwork(routes: Record<string, Answer | ((url: URL) => Answer)>): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? route(url) : (route ?? 'network-error');
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

const BUS_KEY = Symbol.for('shop.bus');

/** A fresh page: a new bus and empty storage. */
export function resetPage(): void {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  localStorage.clear();
}
