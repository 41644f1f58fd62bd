import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  it('sets the title and description, and Open Graph tags from them', () => {
    render(<PageMeta title="Pricing" description="What each consult costs." />);
    expect(document.title).toBe('Pricing | Curo');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'What each consult costs.');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing');
    expect(head('meta[property="og:description"]')).toHaveAttribute('content', 'What each consult costs.');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    // Without a path there is no canonical address to give.
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[property="og:url"]')).toBeNull();
  });

  it('gives the canonical link, og:url and og:image as absolute addresses on this site', () => {
    const { unmount } = render(
      <PageMeta
        title="Sleep"
        description="Why teenagers are tired."
        path="/blog/sleep-in-teenagers"
        type="article"
        image="/files/blog/sleep.webp"
      />,
    );
    const origin = window.location.origin;
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog/sleep-in-teenagers`);
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/blog/sleep-in-teenagers`);
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/files/blog/sleep.webp`);
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    // The tags leave with the page.
    unmount();
    expect(head('link[rel="canonical"]')).toBeNull();
  });

  it('keeps an https image address as it is and can keep a page out of search results', () => {
    render(<PageMeta title="Search" description="Results." image="https://cdn.example.com/a.png" noIndex />);
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://cdn.example.com/a.png');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
