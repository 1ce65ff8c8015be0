import { describe, expect, it } from 'vitest';
import { getHref, homeHref, paths } from './paths';

describe('getHref', () => {
  it('fills a path segment with the encoded parameter', () => {
    expect(getHref(paths.transfer.path, { reference: 'GIRO-1' })).toBe('/profile/transfers/GIRO-1');
    expect(getHref(paths.transferReceipt.path, { reference: 'a/b c' })).toBe(
      '/profile/transfers/a%2Fb%20c/receipt',
    );
  });

  it('adds the query, leaving out empty values', () => {
    expect(getHref(paths.login.path, {}, { next: '/checkout?x=1', empty: '' })).toBe(
      '/login?next=%2Fcheckout%3Fx%3D1',
    );
    expect(getHref(paths.faq.path)).toBe('/faq');
  });

  it('keeps the agent on the home link only when there is one', () => {
    expect(homeHref('demo-agent')).toBe('/?hash=demo-agent');
    expect(homeHref(null)).toBe('/');
  });
});
