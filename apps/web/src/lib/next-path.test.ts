import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/account/security', '/account/security'],
    ['/consult-dr-now?company=redgum', '/consult-dr-now?company=redgum'],
    ['/blog/post#comments', '/blog/post#comments'],
    ['/account/../pricing', '/pricing'],
  ])('follows %s, a page on this site', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'account',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/account',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/a/../..//evil.example/account',
  ])('falls back to /account for %j', (next) => {
    expect(safeNextPath(next)).toBe('/account');
  });

  it('builds the sign-in link that comes back', () => {
    expect(loginPathFor('/account/security?x=1')).toBe('/login?next=%2Faccount%2Fsecurity%3Fx%3D1');
  });
});
