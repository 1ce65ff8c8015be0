import { describe, expect, it } from 'vitest';
import { type Language, sharedCatalogues, translateShared } from '../i18n.ts';
import { pricingErrorCodes } from './pricing-failure.ts';
import { pricingFailureParams } from './pricing-failure-params.ts';
import { quote } from './quote.ts';
import { usdToCup } from './test-routes.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('pricing error messages', () => {
  it.each(pricingErrorCodes)(
    'has a Spanish and an English message for %s with the same placeholders',
    (code) => {
      const es: string | undefined = sharedCatalogues.es.errors[code];
      const en: string | undefined = sharedCatalogues.en.errors[code];
      expect(es).toBeTruthy();
      expect(en).toBeTruthy();
      expect(placeholders(en ?? '')).toEqual(placeholders(es ?? ''));
    },
  );

  it('reads a quote refused above the maximum as a full sentence, the amount localised', () => {
    const result = quote({ amount: '2500', type: 1 }, usdToCup());
    const sentence = (language: Language) =>
      result.ok
        ? ''
        : translateShared(
            language,
            `errors.${result.error.code}`,
            pricingFailureParams(result.error, language),
          );
    expect(sentence('es')).toBe('El máximo a enviar es de 2000,00 USD.');
    expect(sentence('en')).toBe('The maximum you can send is 2,000.00 USD.');
  });
});
