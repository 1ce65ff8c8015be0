import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth.ts';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc-DEF_123', 'abc-DEF_123'],
    ['bearer   abc', 'abc'],
    [' Bearer abc ', 'abc'],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic YWxhZGRpbjpvcGVu', undefined],
    [`Bearer ${'x'.repeat(129)}`, undefined],
    [undefined, undefined],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
