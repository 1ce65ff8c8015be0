import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage } from './language.ts';

describe('fromAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['es-419', 'es'],
    ['fr-FR, en;q=0.3, es;q=0.7', 'es'],
    ['de, en;q=0', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %o as %o', (header, language) => {
    expect(fromAcceptLanguage(header)).toBe(language);
  });
});
