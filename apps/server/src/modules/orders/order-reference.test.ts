import { describe, expect, it } from 'vitest';
import { newOrderReference, referenceAlphabet } from './order-reference.ts';

describe('newOrderReference', () => {
  it('writes GR- and six characters of the alphabet', () => {
    for (let sample = 0; sample < 200; sample += 1) {
      expect(newOrderReference()).toMatch(/^GR-[2-9A-HJKMNP-TV-Z]{6}$/);
    }
  });

  it('never uses characters read out as others: 0, O, 1, I, L, U', () => {
    expect(referenceAlphabet).toHaveLength(30);
    expect(referenceAlphabet).not.toMatch(/[01OILU]/);
  });

  it('draws each character uniformly from the alphabet', () => {
    const draws: number[] = [];
    const reference = newOrderReference((max) => {
      draws.push(max);
      return draws.length - 1;
    });
    expect(draws).toEqual(Array(6).fill(referenceAlphabet.length));
    expect(reference).toBe(`GR-${referenceAlphabet.slice(0, 6)}`);
  });
});
