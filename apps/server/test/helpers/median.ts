/** The middle value of `values` (the upper one of an even count); 0 for none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
