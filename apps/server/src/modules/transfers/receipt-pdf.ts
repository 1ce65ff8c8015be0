import { a4, type PdfText, writePdf } from '../../lib/pdf/pdf-writer.ts';
import type { ReceiptContent } from './receipt-content.ts';

const margin = 50;
const valueX = 230;
const lineHeight = 15;
// Helvetica averages about half an em per character: 10 pt text fits ~90 characters per 460 pt.
const charsPerLine = { label: 80, value: 58 } as const;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return line === '' ? lines : [...lines, line];
}

/** The receipt as a one-page A4 PDF: header, operator, amounts, receiver and rights. */
export function receiptPdf(receipt: ReceiptContent): Buffer {
  const texts: PdfText[] = [];
  let y = a4.height - margin;
  const write = (text: string, options: Partial<PdfText> = {}) => {
    texts.push({ x: margin, y, size: 10, text, ...options });
  };
  const rows = (rows: ReceiptContent['amounts']) => {
    for (const [label, value] of rows) {
      write(label, { bold: true });
      for (const line of wrap(value, charsPerLine.value)) {
        write(line, { x: valueX });
        y -= lineHeight;
      }
    }
    y -= lineHeight;
  };

  write(receipt.title, { size: 16, bold: true });
  y -= lineHeight * 2;
  for (const line of receipt.operator) {
    write(line);
    y -= lineHeight;
  }
  y -= lineHeight;
  rows(receipt.amounts);
  rows(receipt.receiver);
  write(receipt.rights.title, { bold: true });
  y -= lineHeight;
  for (const line of wrap(receipt.rights.text, charsPerLine.label)) {
    write(line, { size: 9 });
    y -= lineHeight;
  }
  return writePdf({ title: receipt.title, pages: [texts] });
}
