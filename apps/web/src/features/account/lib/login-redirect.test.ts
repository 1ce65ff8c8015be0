import { describe, expect, it } from 'vitest';
import { loginHref, nextAfterLogin, sameOriginPath } from './login-redirect';

const next = (value: string) => nextAfterLogin(new URLSearchParams({ next: value }));

describe('login redirect', () => {
  it('carries the page to return to in the login link', () => {
    expect(loginHref('/checkout?step=2')).toBe('/login?next=%2Fcheckout%3Fstep%3D2');
    expect(loginHref()).toBe('/login');
  });

  it('returns to a path of this site with its query and hash', () => {
    expect(next('/checkout?step=2#pay')).toBe('/checkout?step=2#pay');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
  ])('refuses %j, which is not a path of this site', (value) => {
    expect(next(value)).toBeNull();
  });

  it('does not return to the login page itself', () => {
    expect(next('/login?next=/profile')).toBeNull();
  });

  it('has no destination when the query has none', () => {
    expect(nextAfterLogin(new URLSearchParams())).toBeNull();
  });

  it('takes a link the server sends as a path only, never as a full URL', () => {
    expect(sameOriginPath('/login')).toBe('/login');
    expect(sameOriginPath(`${window.location.origin}/login`)).toBeNull();
  });
});
