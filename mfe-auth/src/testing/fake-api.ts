// The API seen from the browser, for jsdom tests: answers by "METHOD /path", records calls.
// The real API has its own suites; here only the remote's behaviour is under test.

export type FakeAnswer = [status: number, body?: unknown] | Promise<[number, unknown?]>;
export type FakeRoute = (body: unknown) => FakeAnswer;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export function installFakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fake = async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path: url.pathname, body, authorization: headers.Authorization });
    const route = routes[`${method} ${url.pathname}`];
    const [status, answer] = route
      ? await route(body)
      : [404, { error: { code: 'NOT_FOUND', message: 'Service not found' } }];
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer === undefined ? '' : JSON.stringify(answer)),
    };
  };
  (globalThis as { fetch?: unknown }).fetch = fake;
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const apiError = (status: number, code: string, message: string): [number, unknown] => [
  status,
  { error: { code, message } },
];
