import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

// Every character one point wide at size 1: a line of width N holds N characters.
const mono = { widthOfTextAtSize: (text: string, size: number) => [...text].length * size };

describe('wrapText', () => {
  it('breaks at spaces so that no line is wider than the column', () => {
    expect(wrapText('Calle 23 No. 456 Vedado', mono, 1, 10)).toEqual([
      'Calle 23',
      'No. 456',
      'Vedado',
    ]);
  });

  it('measures with the font size', () => {
    expect(wrapText('aa bb cc', mono, 2, 10)).toEqual(['aa bb', 'cc']);
  });

  it('keeps the text’s own line breaks and empty lines', () => {
    expect(wrapText('uno\n\ndos', mono, 1, 10)).toEqual(['uno', '', 'dos']);
  });

  it('cuts a word longer than a line on a line of its own, never inside a grapheme', () => {
    const word = 'Nguyễn'.normalize('NFD').repeat(3);
    const lines = wrapText(`ab ${word} cd`, mono, 1, 8);
    expect(lines[0]).toBe('ab');
    expect(lines.join('').replace(/ /g, '')).toBe(`ab${word}cd`);
    for (const line of lines) {
      expect(mono.widthOfTextAtSize(line, 1)).toBeLessThanOrEqual(8);
      expect(line).not.toMatch(/^\p{M}/u);
    }
    expect(lines.at(-1)).toMatch(/cd$/);
  });
});
