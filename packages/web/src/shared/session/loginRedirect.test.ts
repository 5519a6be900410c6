import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, safeRedirectTarget } from './loginRedirect';

describe('login redirect', () => {
  it.each([
    ['/main', '', '/login?redirect=%2Fmain'],
    ['/admin', '?area=accessFailureLogs', '/login?redirect=%2Fadmin%3Farea%3DaccessFailureLogs'],
    ['/print/abc%3D/story', '', '/login?redirect=%2Fprint%2Fabc%253D%2Fstory'],
    ['/preview', '?a=1&b=2', '/login?redirect=%2Fpreview%3Fa%3D1%26b%3D2'],
    ['/login', '?redirect=%2Fmain', '/login'],
    ['/', '', '/login'],
  ])('from %s%s goes to %s', (pathname, search, expected) => {
    expect(buildLoginRedirect(pathname, search)).toBe(expected);
  });

  it('round-trips path and query through the redirect parameter', () => {
    const url = new URL(buildLoginRedirect('/admin', '?area=general&x=%C3%A9'), 'http://host');
    expect(safeRedirectTarget(url.searchParams.get('redirect'))).toBe(
      '/admin?area=general&x=%C3%A9',
    );
  });

  it.each([
    [null, '/'],
    ['', '/'],
    ['/main?area=rundown', '/main?area=rundown'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/login?redirect=/main', '/'],
  ])('after login, redirect %s goes to %s', (redirect, expected) => {
    expect(safeRedirectTarget(redirect)).toBe(expected);
  });
});
