import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A translated message with numbered tags ("Our <0>PC Builder</0> checks…") as React
 * nodes: tag n's text is given to renderers[n] (a link, emphasis), so translators move
 * the link inside the sentence as their language needs and no markup is in a catalog.
 */
export function richText(message: string, renderers: ((text: string) => ReactNode)[]): ReactNode {
  const parts: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(message); match; match = tag.exec(message)) {
    parts.push(message.slice(last, match.index));
    const render = renderers[Number(match[1])];
    parts.push(render ? render(match[2] ?? '') : (match[2] ?? ''));
    last = tag.lastIndex;
  }
  parts.push(message.slice(last));
  return createElement(Fragment, null, ...parts);
}
