import { useEffect, useState } from 'react';
import { loadShopConfig } from './shop-config';

// The 47 prefectures come from the API's published shop config, so the list the
// shopper picks from is the one the server's quote understands.

export function loadPrefectures(): Promise<string[]> {
  return loadShopConfig().then((config) => config.prefectures);
}

export function usePrefectures(): string[] | 'loading' | 'error' {
  const [list, setList] = useState<string[] | 'loading' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    loadPrefectures().then(
      (names) => live && setList(names),
      () => live && setList('error'),
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
