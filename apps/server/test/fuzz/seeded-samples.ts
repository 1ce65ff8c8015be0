import fc from 'fast-check';
import type { Variant } from './fuzz-case.ts';

/** `count` values of `arbitrary`, the same for the same seed; fewer if it cannot make them. */
export function samples<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  try {
    return fc.sample(arbitrary, { seed, numRuns: count });
  } catch {
    return [];
  }
}

/** A seeded shuffle of `items` (fast-check's, so the one seed decides everything). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  if (items.length < 2) return [...items];
  const [order] = samples(
    fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length }),
    seed,
    1,
  );
  return order ?? [...items];
}

/** Up to `count` variants, taken in turn from each kind so every kind gets its cases. */
export function spread<T>(variants: Variant<T>[], count: number, seed: number): Variant<T>[] {
  const kinds = shuffled([...new Set(variants.map((variant) => variant.kind))], seed);
  const queues = kinds.map((kind, index) =>
    shuffled(
      variants.filter((variant) => variant.kind === kind),
      seed + index + 1,
    ),
  );
  const picked: Variant<T>[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && picked.length < count) picked.push(next);
    }
  }
  return picked;
}
