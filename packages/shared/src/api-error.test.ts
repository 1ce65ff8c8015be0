import { describe, expect, it } from 'vitest';
import { apiErrorCodeSchema } from './api-error.ts';
import { errorMessage, languages, sharedCatalogues } from './i18n.ts';

describe('error codes', () => {
  it.each(languages)(
    'have exactly one %s message each, and no message without a code',
    (language) => {
      const catalogued = Object.keys(sharedCatalogues[language].errors).sort();
      expect(catalogued).toEqual([...apiErrorCodeSchema.options].sort());
    },
  );

  it('fill their placeholders', () => {
    expect(errorMessage('en', 'rate_limited', { wait: '15 minutes' })).toBe(
      'Too many attempts. Wait 15 minutes and try again.',
    );
  });
});
