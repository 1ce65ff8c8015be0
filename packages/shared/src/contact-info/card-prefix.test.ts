import { describe, expect, it } from 'vitest';
import { cardPrefixError, cardPrefixListsSchema } from './card-prefix.ts';
import { cucCard, cupCard, mlcCard, otherCard, prefixLists } from './test-fixtures.ts';

describe('cardPrefixError', () => {
  it.each([
    ['CUP', cupCard, undefined],
    ['CUP', mlcCard, 'validation.card_not_cup'],
    ['CUP', otherCard, 'validation.card_not_cup'],
    ['MLC', mlcCard, undefined],
    ['MLC', cupCard, 'validation.card_not_mlc'],
    ['MLC', otherCard, 'validation.card_not_mlc'],
  ] as const)('for %s judges card %s as %s', (destination, card, error) => {
    expect(cardPrefixError(card, destination, prefixLists)).toBe(error);
  });

  it.each(['CUP', 'MLC'] as const)('never accepts a CUC card for %s', (destination) => {
    expect(cardPrefixError(cucCard, destination, prefixLists)).toBeDefined();
  });

  it.each(['USD CASH', 'USD', 'AIS'] as const)('skips the check for %s', (destination) => {
    expect(cardPrefixError(otherCard, destination, prefixLists)).toBeUndefined();
  });

  it('rejects every card when the operator has no prefixes for the currency', () => {
    expect(cardPrefixError(cupCard, 'CUP', { ...prefixLists, CUP: [] })).toBe(
      'validation.card_not_cup',
    );
  });
});

describe('cardPrefixListsSchema', () => {
  it('accepts the operator lists of 8-digit prefixes', () => {
    expect(cardPrefixListsSchema.parse(prefixLists)).toEqual(prefixLists);
  });

  it.each(['9225959', '922595981', '9225 959', 'abcdefgh'])('rejects the prefix %j', (prefix) => {
    expect(cardPrefixListsSchema.safeParse({ ...prefixLists, CUP: [prefix] }).success).toBe(false);
  });

  it('requires the CUC list even though no destination checks against it', () => {
    expect(cardPrefixListsSchema.safeParse({ CUP: [], MLC: [] }).success).toBe(false);
  });
});
