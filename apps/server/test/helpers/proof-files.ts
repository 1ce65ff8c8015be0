import sharp from 'sharp';

const pixels = { create: { width: 8, height: 8, channels: 3, background: '#22aa66' } } as const;

/** A real 8×8 PNG, encoded as Giro encodes what it stores, so storing it keeps its bytes. */
export const realPng = await sharp(pixels).png({ compressionLevel: 9 }).toBuffer();

/** A real 8×8 JPEG, encoded as Giro encodes what it stores. */
export const realJpeg = await sharp(pixels).jpeg({ quality: 90 }).toBuffer();

/** A PDF with nothing active in it. */
export const plainPdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
