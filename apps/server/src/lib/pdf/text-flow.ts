import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { wrapText } from './wrap-text.ts';

/** A4 in points. */
export const a4: [width: number, height: number] = [595.28, 841.89];

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

/** A piece of text laid out in a column `width` points wide, starting `x` points from the left. */
export interface Cell {
  text: string;
  style: TextStyle;
  x: number;
  width: number;
}

const leading = 1.45;

/**
 * Writes text down A4 pages between the margins, wrapping by the fonts' metrics and starting a
 * new page whenever the next line would cross the bottom margin, so nothing falls off a page.
 */
export function createTextFlow(document: PDFDocument, margins: { side: number; bottom: number }) {
  const [width, height] = a4;
  let page: PDFPage = document.addPage(a4);
  let y = height - margins.side;

  function room(lineHeight: number) {
    if (y - lineHeight >= margins.bottom) return;
    page = document.addPage(a4);
    y = height - margins.side;
  }

  /** Lays out cells side by side, line by line, so a page break can fall between any two lines. */
  function columns(cells: readonly Cell[]) {
    const wrapped = cells.map((cell) => ({
      cell,
      lines: wrapText(cell.text, cell.style.font, cell.style.size, cell.width),
    }));
    const largest = Math.max(...cells.map((cell) => cell.style.size));
    const lineHeight = largest * leading;
    // One baseline for the whole line, so a smaller label sits level with its value.
    const ascent = largest * 1.15;
    const count = Math.max(...wrapped.map(({ lines }) => lines.length));
    for (let index = 0; index < count; index += 1) {
      room(lineHeight);
      y -= lineHeight;
      for (const { cell, lines } of wrapped) {
        const line = lines[index];
        if (line === undefined || line === '') continue;
        const { font, size, color } = cell.style;
        page.drawText(line, { x: cell.x, y: y + lineHeight - ascent, font, size, color });
      }
    }
  }

  return {
    left: margins.side,
    contentWidth: width - 2 * margins.side,
    get page() {
      return page;
    },
    /** Distance from the page's bottom edge to where the next line starts. */
    get y() {
      return y;
    },
    gap(points: number) {
      y -= points;
    },
    /** Starts a new page unless `points` still fit: keeps a heading with what follows it. */
    keep(points: number) {
      room(points);
    },
    lineHeight: (style: TextStyle) => style.size * leading,
    paragraph(
      text: string,
      style: TextStyle,
      x = margins.side,
      columnWidth = width - x - margins.side,
    ) {
      columns([{ text, style, x, width: columnWidth }]);
    },
    columns,
  };
}
