/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { ApiError, ServerDataContext, ServerDataStore } from '@shop/shared';
import { useCatalogQuery } from './catalog-query';

// The catalog's queries on the shell's server: the render waits until the load settles,
// the HTML holds the outcome, and the request's store holds it for the page's handover.

function Probe({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const state = useCatalogQuery(id, load);
  return <output>{state.status === 'success' ? `success:${state.data}` : state.status}</output>;
}

/** The whole HTML once every Suspense boundary has settled, as the shell's server waits. */
function renderOnServer(store: ServerDataStore, id: string, load: () => Promise<string>) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(
      <ServerDataContext.Provider value={store}>
        <Suspense fallback={<p>waiting</p>}>
          <Probe id={id} load={load} />
        </Suspense>
      </ServerDataContext.Provider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

it('renders the loaded data and keeps it in the request store for the handover', async () => {
  const store = new ServerDataStore();
  const load = jest.fn(async () => 'from the API');
  const html = await renderOnServer(store, 'shown', load);
  expect(html).toContain('success:from the API');
  expect(html).not.toContain('waiting');
  expect(load).toHaveBeenCalledTimes(1);
  expect(store.settled('shown')).toEqual({ status: 'success', data: 'from the API' });
});

it('renders the error state and hands the error over as JSON', async () => {
  const store = new ServerDataStore();
  const failure = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
  const html = await renderOnServer(store, 'failed', () => Promise.reject(failure));
  expect(html).toContain('error');
  expect(store.settled('failed')).toMatchObject({
    status: 'error',
    error: { status: 404, code: 'NOT_FOUND', message: 'Product not found' },
  });
});

it('keeps each request to itself', async () => {
  const first = new ServerDataStore();
  await renderOnServer(first, 'shown', async () => 'first shopper');
  const second = new ServerDataStore();
  const html = await renderOnServer(second, 'shown', async () => 'second shopper');
  expect(html).toContain('success:second shopper');
});
