import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseHighlight } from '../utils/highlight';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('marks the matching words and shows the rest as plain text', () => {
    const { container } = render(
      <p>
        <HighlightedText html="Can a <mark>certificate</mark> be <mark>backdated</mark>?" />
      </p>,
    );
    expect(container).toHaveTextContent('Can a certificate be backdated?');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'certificate',
      'backdated',
    ]);
  });

  it('shows escaped markup as the characters it stands for, never as elements', () => {
    const { container } = render(
      <p>
        <HighlightedText html="Type &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; it&#39;s <mark>&lt;b&gt;safe&lt;/b&gt;</mark>" />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe(
      'Type <script>alert("x")</script> & it\'s <b>safe</b>',
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>safe</b>');
  });

  it('renders any raw tag that is not a mark as text too', () => {
    const { container } = render(
      <p>
        <HighlightedText html={'<img src=x onerror="alert(1)"> <mark>fever</mark>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('<img src=x onerror="alert(1)"> fever');
  });

  it('decodes each entity once, so an escaped entity stays visible as written', () => {
    expect(parseHighlight('&amp;lt; and &amp;amp;')).toEqual([{ text: '&lt; and &amp;', match: false }]);
  });
});
