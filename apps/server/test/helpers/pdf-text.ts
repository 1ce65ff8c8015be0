import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a PDF reader finds in `pdf`: poppler's pdftotext text and pdfinfo page count. */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'giro-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      run('pdfinfo', [file]),
    ]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    return { text, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whitespace (line breaks from wrapping included) folded to single spaces. */
export const flatText = (text: string) => text.replace(/\s+/g, ' ').trim();
