// Names the entry is also (a.k.a.), formerly (f.k.a.) or now (n.k.a.) known by.
const aliasPattern = /\b[afn]\.k\.a\.\s*'([^']+)'/gi;

/** The aliases written in an entry's remarks: `a.k.a. 'BNC'` → `BNC`. */
export function sdnAliases(remarks: string | null): string[] {
  if (remarks === null) return [];
  return [...remarks.matchAll(aliasPattern)]
    .map((match) => (match[1] ?? '').trim())
    .filter(Boolean);
}

/** Letters and digits only, upper case: how document numbers are compared. */
export function documentKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// A number worth comparing: at least 5 characters with a digit (passports, national ids).
const numberLike = /[A-Z0-9][A-Z0-9\-./]{3,}[A-Z0-9]/gi;

/** Document-like numbers in the remarks (passports, cédulas, registrations), as `documentKey`s. */
export function sdnDocumentKeys(remarks: string | null): string[] {
  if (remarks === null) return [];
  const keys = [...remarks.matchAll(numberLike)]
    .map((match) => documentKey(match[0]))
    .filter((key) => key.length >= 5 && /\d/.test(key));
  return [...new Set(keys)];
}
