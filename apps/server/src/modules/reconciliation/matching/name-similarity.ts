/** Words that say how money moved, not who sent it ("Zelle payment from MARIA PEREZ"). */
const noise = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'da',
  'do',
  'dos',
  'van',
  'von',
  'the',
  'from',
  'to',
  'payment',
  'zelle',
  'paypal',
  'transfer',
  'transferencia',
  'transf',
  'sepa',
  'pago',
  'mobile',
  'ref',
]);

/** The words of a name, lower case, accents dropped: "Pérez García, María" → perez garcia maria. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !noise.has(word));
}

/** One edit apart (a typo), for words long enough that one edit still names the same word. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Whether a sender's word appears among the payer's: the same, cut short by the bank's field
 * ("GARC" for "garcia", at least 4 letters), one typo apart, or the initial of a first name.
 */
function appears(word: string, payer: readonly string[], first: boolean): boolean {
  return payer.some(
    (other) =>
      other === word ||
      (other.length >= 4 && word.startsWith(other)) ||
      oneEditApart(word, other) ||
      (first && other.length === 1 && other === word[0]),
  );
}

/**
 * Whether the payer a statement names (its name field, or the memo where banks write it) is the
 * order's sender: every word of a one- or two-word name, or at least two words and half of a
 * longer one ("MARIA PEREZ" pays for "María Pérez García"; "ANA LOPEZ" does not for "Juan López").
 */
export function namesAgree(senderName: string, payerText: string): boolean {
  return wordsAgree(nameWords(senderName), nameWords(payerText));
}

/** `namesAgree` on names already split into `nameWords`. */
export function wordsAgree(sender: readonly string[], payer: readonly string[]): boolean {
  if (sender.length === 0 || payer.length === 0) return false;
  const found = sender.filter((word, index) => appears(word, payer, index === 0)).length;
  if (sender.length <= 2) return found === sender.length;
  return found >= 2 && found * 2 >= sender.length;
}
