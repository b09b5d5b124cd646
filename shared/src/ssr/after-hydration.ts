import { useEffect, useState } from 'react';
import { isHydrating, useServerData } from './ssr-data';

/**
 * For a part of a page that the server leaves to the browser: false while the shell's
 * server renders the page and while the browser hydrates that HTML (so both draw the
 * same placeholder and hydration adopts it), true from the render after that. A page
 * opened in the browser (a link followed in the shop) gets true at once.
 */
export function useAfterHydration(): boolean {
  const onServer = useServerData() !== null;
  const [after, setAfter] = useState(() => !onServer && !isHydrating());
  useEffect(() => setAfter(true), []);
  return after;
}
