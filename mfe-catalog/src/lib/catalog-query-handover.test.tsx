import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SsrPayload } from '@shop/shared';
import { writeSsrPayload } from '@shop/shared/testing';
import { QueryProbe } from '../testing/query-probe';

// A server-rendered page in the browser: while it is being hydrated, the catalog's queries
// start from what the server loaded (handed over in the page) and ask the API nothing;
// afterwards they load as usual. The payload must be in the document before the catalog's
// modules read it, so they are imported after it is written.

const PAYLOAD: SsrPayload = {
  entries: {
    shown: { status: 'success', data: 'from the server' },
    failed: {
      status: 'error',
      error: { status: 500, code: 'INTERNAL', message: 'Server error. Please try again later' },
    },
  },
  rendered: [],
};

let modules: {
  hook: typeof import('./catalog-query');
  shared: typeof import('@shop/shared');
};

beforeAll(async () => {
  writeSsrPayload(PAYLOAD);
  modules = { hook: await import('./catalog-query'), shared: await import('@shop/shared') };
});

function Probe({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const { isApiError } = modules.shared;
  return (
    <QueryProbe
      id={id}
      load={load}
      useQuery={modules.hook.useCatalogQuery}
      statusOf={(error) => (isApiError(error) ? error.status : '?')}
    />
  );
}

const shown = () => screen.getByTestId('state').textContent;
/** Long enough for TanStack Query's notifications and a zero-delay clean-up to have run. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

it('shows what the server loaded at once and does not load it again', async () => {
  const load = jest.fn(async () => 'from the API');
  render(<Probe id="shown" load={load} />);
  expect(shown()).toBe('success:from the server');
  await aWhile();
  expect(shown()).toBe('success:from the server');
  expect(load).not.toHaveBeenCalled();
});

it("shows the server's error as the same ApiError, and Retry asks the API", async () => {
  const load = jest.fn(async () => 'from the API');
  render(<Probe id="failed" load={load} />);
  expect(shown()).toBe('error:500');
  await aWhile();
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(shown()).toBe('success:from the API'));
  expect(load).toHaveBeenCalledTimes(1);
});

it('once the page is hydrated, a page that shows the same data again loads it', async () => {
  const first = render(<Probe id="shown" load={async () => 'unused'} />);
  first.unmount();
  await aWhile();
  modules.shared.markHydrated();
  const load = jest.fn(async () => 'from the API');
  render(<Probe id="shown" load={load} />);
  expect(shown()).toBe('loading');
  await waitFor(() => expect(shown()).toBe('success:from the API'));
  expect(load).toHaveBeenCalledTimes(1);
});
