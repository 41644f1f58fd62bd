import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) =>
  linkify(text)
    .filter((p) => p.kind === 'link')
    .map((p) => p.text);

describe('linkify', () => {
  it('links http and https addresses and keeps the rest as text', () => {
    expect(linkify('See https://curo.au/help now')).toEqual([
      { kind: 'text', start: 0, text: 'See ' },
      { kind: 'link', start: 4, text: 'https://curo.au/help', href: 'https://curo.au/help' },
      { kind: 'text', start: 24, text: ' now' },
    ]);
    expect(links('http://example.com and HTTPS://EXAMPLE.COM/A')).toEqual([
      'http://example.com',
      'HTTPS://EXAMPLE.COM/A',
    ]);
  });

  it('leaves the punctuation that ends a sentence out of the link', () => {
    expect(
      links('Read https://example.com/a. Then https://example.com/b, and (https://example.com/c)!'),
    ).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
  });

  it('keeps a bracket the address itself opened', () => {
    expect(links('https://en.wikipedia.org/wiki/Mercury_(planet)')).toEqual([
      'https://en.wikipedia.org/wiki/Mercury_(planet)',
    ]);
  });

  it('never links other schemes or bare domains', () => {
    expect(links('javascript:alert(1) data:text/html,hi ftp://x.org www.example.com')).toEqual([]);
  });

  it('gives back text without addresses whole, markup included', () => {
    expect(linkify('<b>bold</b>')).toEqual([{ kind: 'text', start: 0, text: '<b>bold</b>' }]);
    expect(linkify('')).toEqual([]);
  });
});
