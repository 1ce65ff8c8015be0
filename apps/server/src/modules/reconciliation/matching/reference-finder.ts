/** Letters and digits only, upper case, accents dropped: "gr - 7k3 m9q" → "GR7K3M9Q". */
function compactText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

/**
 * Finds order references in a statement's memo the way senders and banks mangle them: any case,
 * spaces or other signs inside ("GR 7K3 M9Q", "GR_7K3M9Q"), the dash missing ("GR7K3M9Q"), glued
 * to the words around it ("REMESAGR7K3M9Q"), or only the code after the dash written as a word
 * of its own ("Remesa 7K3M9Q"). Only references of the given orders are found, so a random run
 * of letters matches nothing unless it is one of them.
 */
export function createReferenceFinder(references: Iterable<string>) {
  const byCompact = new Map<string, string>();
  const byCode = new Map<string, string>();
  const lengths = new Set<number>();
  for (const reference of references) {
    const compact = compactText(reference);
    byCompact.set(compact, reference);
    lengths.add(compact.length);
    const code = reference.split('-').at(-1) ?? '';
    // A bare code stands for its order only when it is long enough not to be a common word.
    if (code.length >= 6 && code !== reference) byCode.set(compactText(code), reference);
  }

  return function find(text: string): string[] {
    const found = new Set<string>();
    const flat = compactText(text);
    for (const length of lengths) {
      for (let start = 0; start + length <= flat.length; start += 1) {
        const reference = byCompact.get(flat.slice(start, start + length));
        if (reference !== undefined) found.add(reference);
      }
    }
    for (const word of text
      .normalize('NFKD')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)) {
      const reference = byCode.get(word);
      if (reference !== undefined) found.add(reference);
    }
    return [...found];
  };
}
