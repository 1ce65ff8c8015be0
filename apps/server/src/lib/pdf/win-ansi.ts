/** WinAnsiEncoding's bytes 0x80–0x9F that differ from Latin-1 (the rest of Latin-1 is identical). */
const windows1252: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const question = 0x3f;

/** Encodes text for a standard-14 font with WinAnsiEncoding; characters it lacks become '?'. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? question;
    const special = windows1252[char];
    if (special !== undefined) bytes.push(special);
    else if (code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff))
      bytes.push(code);
    else bytes.push(question);
  }
  return bytes;
}

/** A PDF literal string `( … )` in WinAnsi bytes, as a binary (latin1) JS string. */
export function pdfLiteral(text: string): string {
  const escaped = winAnsiBytes(text).map((byte) => {
    const char = String.fromCharCode(byte);
    return char === '(' || char === ')' || char === '\\' ? `\\${char}` : char;
  });
  return `(${escaped.join('')})`;
}
