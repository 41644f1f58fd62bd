import { Fragment } from 'react';
import { linkify } from '../utils/linkify';

/**
 * A message's text as text: line breaks kept, long words wrapped, and http(s) addresses made into
 * links that open in a new tab. Never HTML: what someone typed shows as they typed it.
 */
export function MessageText({ text, mine }: { text: string; mine: boolean }) {
  const linkClass = mine
    ? 'font-medium text-white underline underline-offset-2 hover:decoration-2'
    : 'font-medium text-primary underline underline-offset-2 hover:decoration-2';
  return (
    <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
      {linkify(text).map((part) =>
        part.kind === 'link' ? (
          <a
            key={part.start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={linkClass}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
