import { Link } from 'react-router';
import type { TFaqSearchHit } from '../api/search-faqs';
import { faqEntryHref } from '../utils/content-hrefs';
import { highlightText } from '../utils/highlight';
import { plainText } from '../utils/plain-text';
import { HighlightedText } from './highlighted-text';

/**
 * Whether the snippet starts and ends where the answer does; when it does not, an ellipsis shows
 * that the text around it was left out.
 */
function snippetEdges(hit: TFaqSearchHit) {
  const snippet = highlightText(hit.answerHighlight).replace(/\s+/g, ' ').trim();
  const answer = plainText(hit.faq.answer);
  return { cutStart: !answer.startsWith(snippet.slice(0, 24)), cutEnd: !answer.endsWith(snippet.slice(-24)) };
}

/** FAQ search hits, best first: the question and a snippet of the answer with the matching words marked. */
export function FaqSearchResults({ hits }: { hits: readonly TFaqSearchHit[] }) {
  return (
    <ol className="space-y-4" aria-label="Matching answers">
      {hits.map((hit) => {
        const { cutStart, cutEnd } = snippetEdges(hit);
        return (
          <li key={hit.faq.id}>
            <article className="group relative rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary sm:p-6">
              <p className="text-sm font-medium text-primary">{hit.faq.category.name}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">
                <Link
                  to={faqEntryHref(hit.faq.slug)}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:text-primary focus-visible:outline-none"
                >
                  <HighlightedText html={hit.questionHighlight} />
                </Link>
              </h3>
              {hit.answerHighlight ? (
                <p className="mt-2 text-muted" data-testid="faq-snippet">
                  {cutStart ? '… ' : ''}
                  <HighlightedText html={hit.answerHighlight} />
                  {cutEnd ? ' …' : ''}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
