import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

/** Links to our own pages stay in the app; others open in a new tab without our window handle. */
function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & { node?: unknown }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  const safe = /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined;
  return (
    <a {...rest} href={safe} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  // Images load lazily and never stretch the column.
  img: ({ node: _node, alt = '', ...rest }) => (
    <img {...rest} alt={alt} loading="lazy" className="h-auto max-w-full rounded-xl" />
  ),
  table: ({ node: _node, ...rest }) => (
    <div className="overflow-x-auto">
      <table {...rest} />
    </div>
  ),
};

/**
 * Markdown from our CMS (posts, FAQ answers, specialty pages), rendered safely: raw HTML in the
 * source is dropped, not rendered, so no script or style an author pastes reaches the page, and
 * `javascript:` links are removed.
 */
export function Markdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div className={`prose-curo ${className}`}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
