import { describe, expect, it } from 'vitest';
import { parseSnippet } from './parse-snippet';

describe('parseSnippet', () => {
  it('splits the matching words out of the text', () => {
    expect(parseSnippet('Can I get a <mark>medical</mark> <mark>certificate</mark> online?')).toEqual([
      { text: 'Can I get a ', marked: false },
      { text: 'medical', marked: true },
      { text: ' ', marked: false },
      { text: 'certificate', marked: true },
      { text: ' online?', marked: false },
    ]);
  });

  it('decodes the five escapes once, so escaped markup stays text', () => {
    expect(parseSnippet('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; it&#39;s')).toEqual([
      { text: '<script>alert("x")</script> & it\'s', marked: false },
    ]);
    expect(parseSnippet('&amp;lt;b&amp;gt;')).toEqual([{ text: '&lt;b&gt;', marked: false }]);
  });

  it('treats any other tag as text', () => {
    expect(parseSnippet('<b>bold</b> <mark>x</mark>')).toEqual([
      { text: '<b>bold</b> ', marked: false },
      { text: 'x', marked: true },
    ]);
  });
});
