import { createContext, useContext, type ReactNode } from 'react';

// Parts of every page that the server renders once and then reuses (the header, the nav
// bar, the footer: about half of a product page's elements). Each names everything it
// depends on (`by`): the server keeps its HTML under that key and writes it into the
// next page with the same key instead of rendering it again; the browser renders the part
// as usual and hydrates it against the same HTML. Nothing changes in the browser.

/** The server renderer's side (shell/server/render.tsx): one per request. */
export interface KeptParts {
  /** Whether the part's HTML is kept for this key; the renderer remembers the key. */
  has(name: string, key: string): boolean;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

const MARKERS =
  /<template data-keep-from="([\w-]+)"><\/template>([\s\S]*?)<template data-keep-to="\1"><\/template>|<template data-kept="([\w-]+)"><\/template>/g;

/**
 * The server's side, after a render: the page's HTML with each kept part written in
 * (`kept(name)`), and each part rendered for keeping handed to `keep` and left in place.
 */
export function spliceKeptParts(
  html: string,
  kept: (name: string) => string,
  keep: (name: string, html: string) => void,
): string {
  return html.replace(MARKERS, (_all, from?: string, inner?: string, name?: string) => {
    if (from !== undefined) {
      keep(from, inner ?? '');
      return inner ?? '';
    }
    return kept(name ?? '');
  });
}

/**
 * A part the server renders once per key: `by` must name everything its HTML depends on
 * (the language, the currency, the configuration it shows, the active nav entry).
 */
export function Kept({
  name,
  by,
  children,
}: {
  name: string;
  by: readonly string[];
  children: ReactNode;
}) {
  const kept = useContext(KeptPartsContext);
  if (!kept) return children;
  if (kept.has(name, by.join('\n'))) return <template data-kept={name} />;
  return (
    <>
      <template data-keep-from={name} />
      {children}
      <template data-keep-to={name} />
    </>
  );
}
