import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

// The server's first pass over a page: it renders so that the page asks for its data and
// waits for it (Suspense). When everything settled within the budget, its HTML is the
// page as the string render would write it, so most pages are rendered once.

/** What the loading pass ended with. */
export interface LoadPass {
  /** The page's HTML once everything settled; null when the budget ran out first. */
  html: string | null;
  /** A part of the page threw while rendering (its slot is left to the browser). */
  errored: boolean;
}

/**
 * The loading pass: renders the page so that it asks for its data and waits for it
 * (Suspense), until everything settled or the budget ran out. When everything settled,
 * its HTML is the page: with no progressive chunks, every boundary that waited for data
 * is written in place, in order, as the string render would write it.
 */
export function loadPass(
  tree: ReactNode,
  budgetMs: number,
  onSlow: () => void,
  onError: (error: unknown) => void = () => undefined,
): Promise<LoadPass> {
  return new Promise<LoadPass>((resolve, reject) => {
    const clock: { timer?: NodeJS.Timeout; done?: boolean; errored: boolean } = {
      errored: false,
    };
    const finish = (html: string | null) => {
      if (clock.done) return;
      clock.done = true;
      clearTimeout(clock.timer);
      resolve({ html, errored: clock.errored });
    };
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // Everything settled: the budget no longer applies, the HTML is written out.
        clearTimeout(clock.timer);
        const chunks: Buffer[] = [];
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              finish(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
      onShellError: reject,
      onError(error) {
        clock.errored = true;
        // A remote whose server render throws: its slot is rendered by the browser.
        if (!String(error).includes('budget')) onError(error);
      },
    });
    if (clock.done) return;
    clock.timer = setTimeout(() => {
      onSlow();
      stream.abort(new Error('server render budget'));
      finish(null);
    }, budgetMs);
  });
}
