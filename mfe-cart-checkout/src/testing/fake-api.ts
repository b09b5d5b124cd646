// The API as the cart remote's component tests see it: fetch answers by method and path,
// and every call is recorded (path, query, headers, JSON body) for the assertions.

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | 'network-error';
export type Route = (call: ApiCall) => Answer | Promise<Answer>;

const realFetch = globalThis.fetch;

export function serveApi(routes: Record<string, Route>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route =
      routes[`${call.method} ${call.path}`] ??
      Object.entries(routes).find(([key]) => {
        const [method, pattern] = key.split(' ');
        return (
          method === call.method &&
          pattern?.includes('*') &&
          new RegExp(`^${pattern.replace(/\*/g, '[^/]+')}$`).test(call.path)
        );
      })?.[1];
    const answer = route
      ? await route(call)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Service not found' } } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, text: async () => text } as Response;
  }) as typeof fetch;
  return { calls };
}

export function restoreFetch() {
  globalThis.fetch = realFetch;
}

/** The quote the API would give: Japan, ৳150 below ৳5,000, 3 days to Okinawa, else 2. */
export function quoteFor(call: ApiCall, prices: Record<string, number>) {
  const body = call.body as {
    country: string;
    prefecture?: string;
    items: { productId: string; quantity: number }[];
  };
  const productTotal = body.items.reduce(
    (sum, item) => sum + (prices[item.productId] ?? 0) * item.quantity,
    0,
  );
  const domestic = body.country === 'Japan';
  const days = !domestic ? 7 : body.prefecture === 'Okinawa' ? 3 : 2;
  return {
    status: 200,
    body: {
      country: body.country,
      prefecture: body.prefecture ?? null,
      productTotal,
      fee: !domestic ? 1200 : productTotal >= 5000 ? 0 : 150,
      freeShippingThreshold: 5000,
      amountToFreeShipping: domestic ? Math.max(0, 5000 - productTotal) : null,
      deliveryDays: days,
      shipDate: '2026-11-25',
      deliveryDate: days === 3 ? '2026-11-28' : '2026-11-27',
      currency: 'BDT',
    },
  };
}
