import { crc32, deflateSync } from 'node:zlib';
import { proofMaxBytes } from '@giro/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxProofPixels } from '../../src/modules/transfers/proof-file.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { plainPdf, realJpeg, realPng } from '../helpers/proof-files.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type FormPart, type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let sender: Sender;
let reference: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  sender = await client.orders.newSender();
  reference = await client.zelleOrder(sender);
});
afterAll(() => testApp.close());

const filePart = (content: Buffer, name = 'file', fileName = 'proof.png'): FormPart => ({
  name,
  content,
  file: { name: fileName, contentType: 'application/octet-stream' },
});
// A sender may upload 10 images per 10 minutes: a new sender and order before that runs out.
let uploads = 0;
async function upload(file: Buffer, language = 'es') {
  uploads += 1;
  if (uploads % 9 === 0) {
    sender = await client.orders.newSender();
    reference = await client.zelleOrder(sender);
  }
  return client.uploadForm(sender, reference, [filePart(file)], language);
}
const served = async () => (await client.get(sender, `/api/orders/${reference}/proof`)).rawPayload;

/** A PDF whose one object stream (compressed, as PDF 1.5 writes them) holds `dictionary`. */
const pdfWithObjectStream = (dictionary: string) => {
  const stream = deflateSync(Buffer.from(`1 0 ${dictionary}`));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\n`),
    Buffer.from('stream\n'),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
};

/** A PDF whose object stream holds an /OpenAction, encoded through `filter`. */
function pdfWithEncodedStream(filter: string, encode: (text: Buffer) => Buffer) {
  const stream = encode(Buffer.from('1 0 << /Type /Catalog /OpenAction 2 0 R >>'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} >>\n`),
    Buffer.from('stream\n'),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

describe('a payment proof is stored only as a real image or an inert PDF', () => {
  it('keeps only the pixels of an image: what follows a PNG is not stored', async () => {
    const polyglot = Buffer.concat([realPng, Buffer.from('<html><script>alert(1)</script>')]);
    const response = await upload(polyglot);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ media_type: 'image/png', size: realPng.length });
    const stored = await served();
    expect(stored.includes('<script')).toBe(false);
    expect(stored.equals(realPng)).toBe(true);
  });

  it("drops a photo's metadata (a phone writes its position there)", async () => {
    const withExif = await sharp(realJpeg)
      .withExif({ IFD0: { Copyright: 'taken at 23.1136 N 82.3666 W' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    expect((await upload(withExif)).statusCode).toBe(200);
    const stored = await served();
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('82.3666')).toBe(false);
  });

  it.each([
    [
      'a PNG signature with no image behind it',
      Buffer.concat([realPng.subarray(0, 8), Buffer.from('<html>')]),
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an HTML page', Buffer.from('<!doctype html><title>x</title>')],
  ])('answers 415 naming the accepted types to %s', async (_case, file) => {
    const es = await upload(file, 'es');
    expect(es.statusCode).toBe(415);
    expect(es.json()).toEqual({
      code: 'proof_type',
      message: 'El comprobante debe ser una imagen PNG o JPEG o un PDF.',
    });
    expect((await upload(file, 'en')).json()).toMatchObject({
      message: 'The proof must be a PNG or JPEG image or a PDF.',
    });
  });

  it('refuses an image that claims more pixels than a photo has, before decoding it', async () => {
    // A real PNG whose header says 20,000 × 20,000 pixels (its checksum made to match).
    const huge = Buffer.from(realPng);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(huge.length).toBeLessThan(proofMaxBytes);
    expect((await upload(huge)).json()).toMatchObject({ code: 'proof_type' });
  });

  it('refuses a picture over 25 megapixels (6000 × 6000) from its header (issue 39, item 6)', async () => {
    // Before: a 6300 × 6300 JPEG of 0.8 MB was decoded and re-encoded, 1.3–1.8 s of CPU each.
    const big = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    expect(big.length).toBeLessThan(proofMaxBytes);
    expect(6000 * 6000).toBeGreaterThan(maxProofPixels);
    expect((await upload(big)).json()).toMatchObject({ code: 'proof_type' });
  });

  it.each([
    ['/OpenAction', Buffer.from('%PDF-1.4\n1 0 obj\n<< /OpenAction 2 0 R >>\nendobj\n%%EOF\n')],
    [
      'JavaScript',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n'),
    ],
    ['an escaped name', Buffer.from('%PDF-1.4\n1 0 obj\n<< /S /J#61vaScript >>\nendobj\n')],
    ['script in a compressed object stream', pdfWithObjectStream('<< /S /JavaScript /JS (x) >>')],
    // Before: an /OpenAction in an ASCIIHex-encoded object stream passed (issue 39, item 7).
    [
      'an /OpenAction in an ASCIIHex-encoded object stream',
      pdfWithEncodedStream('/ASCIIHexDecode', (text) => Buffer.from(`${text.toString('hex')}>`)),
    ],
    [
      'an /OpenAction in an ASCIIHex and Flate object stream',
      pdfWithEncodedStream('[/AHx /Fl]', (text) =>
        Buffer.from(`${deflateSync(text).toString('hex')}>`),
      ),
    ],
    [
      'a launch action in an object stream',
      pdfWithObjectStream('<< /AA << /O << /S /Launch >> >> >>'),
    ],
  ])('answers 422 to a PDF with %s', async (_case, pdf) => {
    const response = await upload(pdf);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'proof_pdf_active',
      message: expect.stringContaining('JavaScript'),
    });
  });

  it('serves an inert PDF as a download under a sandbox policy, an image inline', async () => {
    expect((await upload(pdfWithObjectStream('<< /Type /Page >>'))).statusCode).toBe(200);
    const pdf = await client.get(sender, `/api/orders/${reference}/proof`);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="proof-${reference}.pdf"`,
    );
    expect(pdf.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await upload(plainPdf)).statusCode).toBe(200);
    expect((await upload(realJpeg)).statusCode).toBe(200);
    const image = await client.get(sender, `/api/orders/${reference}/proof`);
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('the proof form', () => {
  it.each<[string, FormPart[]]>([
    ['a file in another field', [filePart(realPng, 'proof')]],
    ['a text field before the file', [{ name: 'note', content: 'hi' }, filePart(realPng)]],
    ['two files', [filePart(realPng), filePart(realPng)]],
  ])('answers 400 naming the field to %s', async (_case, parts) => {
    const response = await client.uploadForm(sender, reference, parts, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'upload_field',
      message: 'Send a single file, in the form’s “file” field.',
    });
  });

  it('answers 413 with the limit in the sender’s language', async () => {
    const big = Buffer.concat([realPng, Buffer.alloc(proofMaxBytes)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'proof_too_large',
      message: 'El archivo supera el máximo de 5 MB. Envíe una captura de pantalla más pequeña.',
    });
  });
});

describe('uploads per sender (issue 39, item 6)', () => {
  it('takes 10 images per 10 minutes from one sender, then answers 429', async () => {
    // Before: no limit, at 1.3–1.8 s of CPU per proof.
    const uploader = await client.orders.newSender();
    const order = await client.zelleOrder(uploader);
    for (let count = 0; count < 10; count += 1) {
      const response = await client.uploadForm(uploader, order, [filePart(realPng)]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await client.uploadForm(uploader, order, [filePart(realPng)]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });
});
