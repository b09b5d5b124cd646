import { useEffect } from 'react';

export const SITE_NAME = 'Circuit Haat';

/**
 * Every page's `<title>`, one pattern for the shell and every remote: "Name · Circuit Haat".
 * A blank name (nothing known yet) leaves the shop's name alone.
 */
export function pageTitle(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title (and meta description when given) for the page on screen. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
