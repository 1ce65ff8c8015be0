import type { Receipt } from '@giro/shared';
import { PDFDocument, rgb } from 'pdf-lib';
import { drawLogoMark } from '../../lib/pdf/logo-mark.ts';
import { a4, createTextFlow, type TextStyle } from '../../lib/pdf/text-flow.ts';
import { embedUnicodeFonts } from '../../lib/pdf/unicode-fonts.ts';
import { wrapText } from '../../lib/pdf/wrap-text.ts';

const margin = 50;
const labelWidth = 150;
const logoSize = 40;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.33, 0.38, 0.45);
const brand = rgb(0.04, 0.17, 0.31);

/**
 * The receipt as an A4 PDF in DejaVu Sans (any Latin, Greek, Cyrillic or Vietnamese name prints
 * as typed): the operator's mark and contact, the sections as label/value rows, the notices, and
 * on every page the reference and page number. Long content flows onto further pages.
 */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(receipt.title, { showInWindowTitleBar: true });
  document.setAuthor(receipt.operator.name);
  const fonts = await embedUnicodeFonts(document);
  const style = (font: 'regular' | 'bold', size: number, color = ink): TextStyle => ({
    font: fonts[font],
    size,
    color,
  });
  const flow = createTextFlow(document, { side: margin, bottom: margin + 20 });
  const textX = margin + logoSize + 14;

  drawLogoMark(flow.page, margin, flow.y, logoSize);
  const headerTop = flow.y;
  flow.paragraph(receipt.operator.name, style('bold', 15, brand), textX);
  for (const line of receipt.operator.contact)
    flow.paragraph(line, style('regular', 9, muted), textX);
  flow.gap(Math.max(0, flow.y - (headerTop - logoSize)) + 18);
  flow.paragraph(receipt.title, style('bold', 17, brand));

  const heading = style('bold', 11.5, brand);
  const label = style('bold', 9.5, muted);
  const value = style('regular', 10);
  for (const section of receipt.sections) {
    flow.gap(12);
    flow.keep(flow.lineHeight(heading) + flow.lineHeight(value) + 4);
    flow.paragraph(section.title, heading);
    flow.gap(2);
    for (const row of section.rows) {
      flow.columns([
        { text: row.label, style: label, x: margin, width: labelWidth - 10 },
        {
          text: row.value,
          style: value,
          x: margin + labelWidth,
          width: flow.contentWidth - labelWidth,
        },
      ]);
    }
  }
  const noticeText = style('regular', 9.5);
  for (const notice of receipt.notices) {
    flow.gap(12);
    // A notice is the sender's rights: kept whole on one page, read in one piece.
    const lines = wrapText(notice.text, noticeText.font, noticeText.size, flow.contentWidth);
    flow.keep(flow.lineHeight(heading) + lines.length * flow.lineHeight(noticeText));
    flow.paragraph(notice.title, heading);
    flow.paragraph(notice.text, noticeText);
  }
  flow.gap(16);
  flow.paragraph(receipt.issued, style('regular', 8.5, muted));

  const pages = document.getPages();
  const footer = style('regular', 8, muted);
  pages.forEach((page, index) => {
    const text = `${receipt.operator.name} · ${receipt.reference} · ${index + 1}/${pages.length}`;
    const width = footer.font.widthOfTextAtSize(text, footer.size);
    page.drawText(text, { ...footer, x: (a4[0] - width) / 2, y: margin - 10 });
  });
  return document.save();
}
