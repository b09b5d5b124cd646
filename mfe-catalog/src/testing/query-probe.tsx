import type { useCatalogQuery } from '../lib/catalog-query';

/**
 * Shows what a catalog query gives (`loading`, `success:<data>`, `error`, or with `statusOf` `error:<status>`) and
 * offers its Retry. The hook comes in as a prop: a test may import it only after setting
 * up the page (the server's handover).
 */
export function QueryProbe({
  id,
  load,
  useQuery,
  statusOf,
}: {
  id: string;
  load: (signal: AbortSignal) => Promise<string>;
  useQuery: typeof useCatalogQuery;
  statusOf?: (error: unknown) => number | string;
}) {
  const state = useQuery(id, load);
  const shown =
    state.status === 'success'
      ? `success:${state.data}`
      : state.status === 'error'
        ? statusOf
          ? `error:${statusOf(state.error)}`
          : 'error'
        : state.status;
  return (
    <div>
      <output data-testid="state">{shown}</output>
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    </div>
  );
}
