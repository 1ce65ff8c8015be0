/** What wrapping needs of a font: pdf-lib's PDFFont has it. */
export interface TextMeasure {
  widthOfTextAtSize(text: string, size: number): number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The lines `text` takes at `size` within `maxWidth`, measured with the font's own glyph widths.
 * Breaks at spaces, keeps the text's own line breaks, and cuts a word longer than a line between
 * graphemes. Each distinct word is measured once and a line's width is the sum of its words'.
 */
export function wrapText(
  text: string,
  font: TextMeasure,
  size: number,
  maxWidth: number,
): string[] {
  const widths = new Map<string, number>();
  const widthOf = (piece: string) => {
    let width = widths.get(piece);
    if (width === undefined) {
      width = font.widthOfTextAtSize(piece, size);
      widths.set(piece, width);
    }
    return width;
  };
  const space = widthOf(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const put = (piece: string, width: number) => {
    const gap = line === '' ? 0 : space;
    if (line !== '' && lineWidth + gap + width > maxWidth) {
      lines.push(line);
      line = piece;
      lineWidth = width;
    } else {
      line = line === '' ? piece : `${line} ${piece}`;
      lineWidth += gap + width;
    }
  };
  for (const paragraph of text.split(/\r?\n/)) {
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const width = widthOf(word);
      if (width <= maxWidth) {
        put(word, width);
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      lineWidth = 0;
      for (const { segment } of graphemes.segment(word)) {
        const segmentWidth = widthOf(segment);
        if (line !== '' && lineWidth + segmentWidth > maxWidth) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += segment;
        lineWidth += segmentWidth;
      }
    }
    lines.push(line);
    line = '';
    lineWidth = 0;
  }
  return lines;
}
