import { inflateSync } from 'node:zlib';

// Names of a PDF's dictionaries that make a viewer run script, act when the file is opened or a
// page is shown, start a program or carry other files. A proof of payment needs none of them.
const activeName =
  /\/(JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?)(?=[\s()<>[\]{}/%]|$)/;
// Object streams (PDF 1.5) hide dictionaries in compressed streams: those are read inflated too,
// within a budget, so a small file cannot expand into gigabytes here.
const inflatedBudget = 32 * 1024 * 1024;
const streamBody = /stream\r?\n/g;

/** `/J#61vaScript` is `/JavaScript`: a name's `#xx` escapes are read before matching. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

function* inflatedStreams(pdf: Buffer): Generator<string> {
  let budget = inflatedBudget;
  for (const match of pdf.toString('latin1').matchAll(streamBody)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0 || budget <= 0) return;
    try {
      const inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      yield inflated.toString('latin1');
    } catch {
      // Not a Flate stream (an image, a font in another filter): nothing to read in it.
    }
  }
}

/** Whether a PDF holds script or automatic actions, in plain or compressed objects. */
export function hasActiveContent(pdf: Buffer): boolean {
  if (activeName.test(unescapeNames(pdf.toString('latin1')))) return true;
  for (const text of inflatedStreams(pdf)) {
    if (activeName.test(unescapeNames(text))) return true;
  }
  return false;
}
