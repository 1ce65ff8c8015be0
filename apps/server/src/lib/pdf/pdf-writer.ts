import { pdfLiteral } from './win-ansi.ts';

/** One line of text at (x, y) in points from the page's bottom-left corner. */
export interface PdfText {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  text: string;
}

export interface PdfDocument {
  title: string;
  /** One entry per A4 page. */
  pages: readonly (readonly PdfText[])[];
}

export const a4 = { width: 595, height: 842 } as const;

function contentStream(lines: readonly PdfText[]): string {
  const commands = lines.map(
    (line) =>
      `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${line.x} ${line.y} Td ${pdfLiteral(line.text)} Tj ET`,
  );
  return commands.join('\n');
}

/**
 * A minimal PDF 1.4 with the standard Helvetica fonts in WinAnsiEncoding (Spanish accents
 * included), so receipts need no font files and no PDF dependency.
 */
export function writePdf(document: PdfDocument): Buffer {
  const pageCount = document.pages.length;
  // Objects: 1 catalog, 2 pages, 3–4 fonts, 5 info, then a page and its contents per page.
  const pageIds = document.pages.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfLiteral(document.title)} /Producer (Giro) >>`,
  ];
  for (const [index, lines] of document.pages.entries()) {
    const contentsId = 7 + index * 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${a4.width} ${a4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentsId} 0 R >>`,
    );
    const stream = contentStream(lines);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }

  // Latin1 keeps one byte per character, so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
