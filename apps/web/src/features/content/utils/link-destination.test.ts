import { describe, expect, it } from 'vitest';
import { linkDestination } from './link-destination';

const origin = 'https://curo.test';

describe('linkDestination', () => {
  it('keeps a path on this site in the app, with its query and hash', () => {
    expect(linkDestination('/pricing?from=sms#gp', origin)).toEqual({
      kind: 'internal',
      path: '/pricing?from=sms#gp',
    });
  });

  it('treats an absolute address on this site as one of our pages', () => {
    expect(linkDestination('https://curo.test/blog/sleep?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/blog/sleep?x=1',
    });
  });

  it('sends an https address elsewhere to that site', () => {
    expect(linkDestination('https://www.health.gov.au/topics', origin)).toEqual({
      kind: 'external',
      url: 'https://www.health.gov.au/topics',
    });
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['http://evil.example/'],
    ['https://user:pass@evil.example/'],
    ['data:text/html,hi'],
    ['not a url'],
  ])('refuses %s', (target) => {
    expect(linkDestination(target, origin)).toBeNull();
  });
});
