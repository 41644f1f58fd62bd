import { parseSnippet } from '../utils/parse-snippet';

/**
 * A snippet with its matching words highlighted, built from text nodes only (never innerHTML).
 * Snippets are cut from longer text, so a cut mid-sentence is shown with an ellipsis.
 */
export function AnswerSnippet({ snippet }: { snippet: string }) {
  const parts = parseSnippet(snippet);
  const first = parts[0]?.text ?? '';
  const last = parts.at(-1)?.text ?? '';
  const cutBefore = /^[a-z,;]/.test(first.trimStart());
  const cutAfter = last.length > 0 && !/[.?!)]\s*$/.test(last);
  return (
    <>
      {cutBefore ? '…' : null}
      {parts.map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <span key={i}>{part.text}</span>
        ),
      )}
      {cutAfter ? '…' : null}
    </>
  );
}
