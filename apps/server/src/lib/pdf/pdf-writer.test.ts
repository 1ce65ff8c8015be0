import { describe, expect, it } from 'vitest';
import { writePdf } from './pdf-writer.ts';

function parse(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const xref = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [nf] \n)+)trailer\n(<<.*>>)/s.exec(
    text.slice(startxref),
  );
  if (xref === null) throw new Error('no cross-reference table at startxref');
  const offsets = (xref[2] ?? '')
    .trimEnd()
    .split(' \n')
    .map((entry) => Number(entry.slice(0, 10)));
  return { text, size: Number(xref[1]), offsets: offsets.slice(1), trailer: xref[3] ?? '' };
}

const receipt = {
  title: 'Recibo GR-7K3M9Q',
  pages: [
    [
      { x: 50, y: 800, size: 16, bold: true, text: 'Recibo de envío GR-7K3M9Q' },
      { x: 50, y: 780, size: 10, text: 'José Muñoz (Camagüey) – 100,00 €' },
    ],
  ],
};

describe('writePdf', () => {
  it('starts with the PDF 1.4 header and ends with the end-of-file marker', () => {
    const pdf = writePdf(receipt);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('points every cross-reference entry at the start of its object', () => {
    const { text, size, offsets, trailer } = parse(writePdf(receipt));
    expect(size).toBe(offsets.length + 1);
    offsets.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true);
    });
    expect(trailer).toContain(`/Size ${size}`);
    expect(trailer).toContain('/Root 1 0 R');
  });

  it('declares stream lengths that match the stream bytes', () => {
    const { text } = parse(writePdf(receipt));
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n(.*?)\nendstream/gs)];
    expect(streams).toHaveLength(1);
    for (const [, length, content] of streams) {
      expect(content?.length).toBe(Number(length));
    }
  });

  it('writes Spanish accents and the euro sign in WinAnsi bytes with Helvetica', () => {
    const pdf = writePdf(receipt);
    const text = pdf.toString('latin1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Recibo de env\xedo GR-7K3M9Q) Tj');
    expect(pdf.includes(Buffer.from([0x4d, 0x75, 0xf1, 0x6f, 0x7a]))).toBe(true);
    expect(pdf.includes(Buffer.from([0x96, 0x20, 0x31]))).toBe(true);
    expect(pdf.includes(Buffer.from([0x80, 0x29, 0x20, 0x54, 0x6a]))).toBe(true);
  });

  it('escapes parentheses and backslashes inside text', () => {
    const text = writePdf({
      title: 't',
      pages: [[{ x: 0, y: 0, size: 9, text: 'a(b)\\c' }]],
    }).toString('latin1');
    expect(text).toContain('(a\\(b\\)\\\\c) Tj');
  });

  it('lists one page object per page', () => {
    const text = writePdf({ title: 't', pages: [[], []] }).toString('latin1');
    expect(text).toContain('/Kids [6 0 R 8 0 R] /Count 2');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(2);
  });
});
