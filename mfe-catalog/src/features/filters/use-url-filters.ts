import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersToParams, parseFilters, type ListingFilters } from './filter-params';

/**
 * The listing's filters as state that lives in the URL. A change to anything but the
 * page starts again at page 1; each change is a history entry, so Back undoes it.
 */
export function useUrlFilters(): [ListingFilters, (change: Partial<ListingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity
  const filters = useMemo(() => parseFilters(params), [key]);
  const update = useCallback(
    (change: Partial<ListingFilters>) => {
      const next = { ...filters, ...change };
      if (!('page' in change)) next.page = 1;
      setParams(filtersToParams(next));
    },
    [filters, setParams],
  );
  return [filters, update];
}
