import { useEffect, useState } from 'react';
import { api } from '@shop/shared';

// The 47 prefectures come from the API's published shop config, so the list the
// shopper picks from is the one the server's quote understands.

let cached: Promise<string[]> | null = null;

export function loadPrefectures(): Promise<string[]> {
  cached ??= api
    .get<{ prefectures: string[] }>('/api/v1/config')
    .then((config) => config.prefectures)
    .catch((error: unknown) => {
      cached = null; // the next dialog tries again
      throw error;
    });
  return cached;
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
