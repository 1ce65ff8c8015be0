// The charts' arithmetic, apart from their drawing so it can be tested on its own.

/**
 * Rough width of a character of 12 px text, on the wide side (capitals, wide system fonts):
 * enough to budget margins and wrap labels without measuring text in the DOM.
 */
export const charWidth = 7.5;

/** Distance between the lines of a wrapped label, and the room each takes under an axis. */
export const lineHeight = 15;

export const textWidth = (text: string): number => text.length * charWidth;

/** One decimal is plenty for a screen pixel and keeps the paths short. */
const px = (value: number): number => Math.round(value * 10) / 10;

/** Integer ticks from 0 up to at least `max`, about `count` of them, at steps of 1, 2 or 5 × 10ⁿ. */
export function countTicks(max: number, count = 4): number[] {
  const rough = Math.max(1, max / count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/**
 * `text` on one line if it fits in `maxChars`, or else split at the space that leaves the most
 * even halves, and so on: a corridor or status name stays whole on a narrow screen instead of
 * overlapping its neighbour ("EUR → USD CASH" becomes "EUR →" over "USD CASH"). On a tie the
 * later space wins, so "USD → CUP" keeps "USD →" together. A word too long for any line stays
 * as it is.
 */
export function wrapLabel(text: string, maxChars: number): string[] {
  const words = text.split(' ');
  if (text.length <= maxChars || words.length === 1) return [text];
  const splits = words
    .slice(1)
    .map((_, index) => [words.slice(0, index + 1).join(' '), words.slice(index + 1).join(' ')]);
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  const [first = '', second = ''] = splits.reduce((best, split) =>
    longest(split) <= longest(best) ? split : best,
  );
  return [...wrapLabel(first, maxChars), ...wrapLabel(second, maxChars)];
}

/** Which of `total` evenly spaced labels to show so that at most `room` of them are drawn. */
export function labelStep(total: number, room: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, room)));
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A bar whose far end is rounded (the top of a column, the right of a row), as a path: SVG's
 * rect can only round all four corners, and a bar's base should sit square on its axis.
 */
export function barPath({ x, y, width, height }: Box, end: 'top' | 'right', radius = 4): string {
  if (end === 'top') {
    const r = Math.min(radius, width / 2, height);
    return `M${px(x)},${px(y + height)}V${px(y + r)}Q${px(x)},${px(y)} ${px(x + r)},${px(y)}H${px(x + width - r)}Q${px(x + width)},${px(y)} ${px(x + width)},${px(y + r)}V${px(y + height)}Z`;
  }
  const r = Math.min(radius, height / 2, width);
  return `M${px(x)},${px(y)}H${px(x + width - r)}Q${px(x + width)},${px(y)} ${px(x + width)},${px(y + r)}V${px(y + height - r)}Q${px(x + width)},${px(y + height)} ${px(x + width - r)},${px(y + height)}H${px(x)}Z`;
}
