import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const require = createRequire(import.meta.url);
// DejaVu Sans covers Latin (every accent), Greek, Cyrillic and Vietnamese; it ships with npm.
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

let files: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function fontFiles() {
  files ??= Promise.all([
    readFile(fontPath('DejaVuSans.ttf')),
    readFile(fontPath('DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      files = undefined;
      throw error;
    },
  );
  return files;
}

/** Embeds DejaVu Sans and its bold, subset to the glyphs the document uses. */
export async function embedUnicodeFonts(document: PDFDocument): Promise<PdfFonts> {
  document.registerFontkit(fontkit);
  const { regular, bold } = await fontFiles();
  const [regularFont, boldFont] = await Promise.all([
    document.embedFont(regular, { subset: true }),
    document.embedFont(bold, { subset: true }),
  ]);
  return { regular: regularFont, bold: boldFont };
}
