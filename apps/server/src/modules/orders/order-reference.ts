import { randomInt } from 'node:crypto';

/** Crockford's base-32 letters without 0 and 1: nothing to confuse with O, I or L when read out. */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const referenceLength = 6;

/** A random order reference, "GR-7K3M9Q": 30⁶ ≈ 729 million of them; collisions are retried. */
export function newOrderReference(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < referenceLength; index += 1) {
    code += referenceAlphabet[random(referenceAlphabet.length)];
  }
  return `GR-${code}`;
}
