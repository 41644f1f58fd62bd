import { Fragment } from 'react';
import { parseHighlight } from '../utils/highlight';

/**
 * A search highlight rendered as React text with `<mark>` around the matches. The server's
 * escaping is undone into plain strings, which React escapes again; no HTML is ever injected.
 */
export function HighlightedText({ html }: { html: string }) {
  return (
    <>
      {parseHighlight(html).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed string; their order is their identity.
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed string; their order is their identity.
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
