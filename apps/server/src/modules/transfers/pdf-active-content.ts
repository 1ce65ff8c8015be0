import { textFilters, unpredict } from './pdf-stream-filters.ts';

// Names of a PDF's dictionaries that make a viewer run script, act when the file is opened or a
// page is shown, start a program or carry other files. A proof of payment needs none of them.
const activeName =
  /\/(JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?)(?=[\s()<>[\]{}/%]|$)/;
// Object streams (PDF 1.5) hide dictionaries in encoded streams: every stream is read decoded,
// through its whole filter chain, within a budget, so a small file cannot expand into gigabytes.
const decodedBudget = 32 * 1024 * 1024;
const streamBody = /stream\r?\n/g;

/** `/J#61vaScript` is `/JavaScript`: a name's `#xx` escapes are read before matching. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/** The filters a stream's dictionary names, in order, and its PNG predictor's columns. */
function streamEncoding(dictionary: string) {
  const filter = /\/Filter\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])/.exec(dictionary)?.[1] ?? '';
  const names = [...filter.matchAll(/\/([^\s/[\]<>()]+)/g)].map(([, name]) => name ?? '');
  const predictor = Number(/\/Predictor\s+(\d+)/.exec(dictionary)?.[1] ?? 1);
  const columns = Number(/\/Columns\s+(\d+)/.exec(dictionary)?.[1] ?? 1);
  return { names, columns: predictor >= 10 ? columns : undefined };
}

// A chain the dictionary does not spell out (`/Filter 7 0 R`) is tried as any of these.
const guessedChains = [['Fl'], ['LZW'], ['AHx'], ['A85'], ['RL'], ['AHx', 'Fl'], ['A85', 'Fl']];

/** The stream through every filter of `names`; undefined past an image filter. */
function decodeChain(raw: Buffer, names: string[], columns: number | undefined, budget: number) {
  let data = raw;
  for (const name of names) {
    const decoder = textFilters[name];
    if (decoder === undefined) return undefined;
    data = decoder(data, budget);
    if ((name === 'FlateDecode' || name === 'Fl' || name.startsWith('LZW')) && columns) {
      data = unpredict(data, columns);
    }
  }
  return data;
}

/** The stream's content decoded as every chain it may be encoded with. */
function decode(raw: Buffer, dictionary: string, budget: number): Buffer[] {
  const { names, columns } = streamEncoding(dictionary);
  const chains = names.length > 0 ? [names] : guessedChains;
  return chains.flatMap((chain) => {
    try {
      return decodeChain(raw, chain, columns, budget) ?? [];
    } catch {
      // Not encoded so: viewers cannot read it this way either.
      return [];
    }
  });
}

function* decodedStreams(pdf: Buffer): Generator<string> {
  const text = pdf.toString('latin1');
  let budget = decodedBudget;
  let previousEnd = 0;
  for (const match of text.matchAll(streamBody)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0 || budget <= 0) return;
    const dictionary = text.slice(
      Math.max(previousEnd, text.lastIndexOf('obj', match.index)),
      match.index,
    );
    previousEnd = end;
    for (const decoded of decode(pdf.subarray(start, end), unescapeNames(dictionary), budget)) {
      budget -= decoded.length;
      yield decoded.toString('latin1');
    }
  }
}

/** Whether a PDF holds script or automatic actions, in plain objects or in encoded streams. */
export function hasActiveContent(pdf: Buffer): boolean {
  if (activeName.test(unescapeNames(pdf.toString('latin1')))) return true;
  for (const text of decodedStreams(pdf)) {
    if (activeName.test(unescapeNames(text))) return true;
  }
  return false;
}
