const utf8 = new TextDecoder('utf-8', { fatal: true });
// WHATWG's "latin1" is windows-1252: the code page of Norma 43 files and OFX's CHARSET:1252.
const windows1252 = new TextDecoder('windows-1252');

/**
 * A statement's bytes as text: UTF-8 (with or without its byte-order mark) when they are valid
 * UTF-8, UTF-16 when a byte-order mark says so, else Windows-1252 (Spanish banks' Norma 43,
 * older OFX), which maps every byte to a character, so nothing is lost.
 */
export function statementText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return windows1252.decode(bytes);
  }
}

/**
 * The line (1-based) on which each match of `tag` starts, in order: XML parsers hand over
 * elements without positions, and an error about the 12th entry should name its line.
 */
export function linesOf(text: string, tag: RegExp): number[] {
  const pattern = new RegExp(tag.source, 'g');
  const lines: number[] = [];
  let line = 1;
  let scanned = 0;
  for (const match of text.matchAll(pattern)) {
    for (let index = scanned; index < match.index; index += 1) {
      if (text.charCodeAt(index) === 10) line += 1;
    }
    scanned = match.index;
    lines.push(line);
  }
  return lines;
}
