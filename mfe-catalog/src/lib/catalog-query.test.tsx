import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetPage } from '../testing/catalog-fixtures';
import { QueryProbe } from '../testing/query-probe';
import { useCatalogQuery } from './catalog-query';

// The catalog's data hook in the browser: the three states, Retry, a key change, and each
// visit loading afresh. (The handover from the server: catalog-query-handover.test.tsx and
// catalog-query-server.test.tsx.)

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** A load whose calls the test settles by hand. */
function manualLoad<T>() {
  const calls: (Deferred<T> & { key: string })[] = [];
  const loadFor = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, resolve, reject, signal }));
  return { calls, loadFor };
}

function Probe({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  return <QueryProbe id={id} load={load} useQuery={useCatalogQuery} />;
}

const shown = () => screen.getByTestId('state').textContent;
/** What the probe shows once TanStack Query has told React (it batches into a later task). */
const shows = (text: string) => waitFor(() => expect(shown()).toBe(text));
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(resetPage);

it('shows loading, then the data', async () => {
  const { calls, loadFor } = manualLoad<string>();
  render(<Probe id="a" load={loadFor('a')} />);
  expect(shown()).toBe('loading');
  expect(calls).toHaveLength(1);
  await act(async () => calls[0]!.resolve('A'));
  await shows('success:A');
});

it('shows the error, and Retry loads again through loading', async () => {
  const { calls, loadFor } = manualLoad<string>();
  render(<Probe id="a" load={loadFor('a')} />);
  await act(async () => calls[0]!.reject(new Error('down')));
  await shows('error');
  // No automatic retry: the error state waits for the shopper.
  expect(calls).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await shows('loading');
  expect(calls).toHaveLength(2);
  await act(async () => calls[1]!.resolve('A'));
  await shows('success:A');
});

it("a key change cancels the old key's load and never shows its data", async () => {
  const { calls, loadFor } = manualLoad<string>();
  const { rerender } = render(<Probe id="a" load={loadFor('a')} />);
  rerender(<Probe id="b" load={loadFor('b')} />);
  expect(shown()).toBe('loading');
  expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[0]!.resolve('A'));
  await nextTask();
  expect(shown()).toBe('loading');
  await act(async () => calls[1]!.resolve('B'));
  await shows('success:B');
});

it('each visit loads afresh: nothing is kept once no page shows it', async () => {
  const { calls, loadFor } = manualLoad<string>();
  const first = render(<Probe id="a" load={loadFor('a')} />);
  await act(async () => calls[0]!.resolve('A'));
  await shows('success:A');
  first.unmount();
  await nextTask();
  render(<Probe id="a" load={loadFor('a')} />);
  expect(shown()).toBe('loading');
  expect(calls).toHaveLength(2);
});

it('loads while the browser says it is offline (the sample data answers then)', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const { calls, loadFor } = manualLoad<string>();
    render(<Probe id="a" load={loadFor('a')} />);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve('sample'));
    await shows('success:sample');
  } finally {
    online.mockRestore();
  }
});
