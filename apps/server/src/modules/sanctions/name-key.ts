import { nameTokens } from './name-tokens.ts';
import { documentKey } from './sdn-remarks.ts';

/**
 * What a cleared pair remembers of a screened name: its normalised words, sorted, so the same
 * name written another way ("Rodríguez, Luis" / "luis rodriguez") is the same pair.
 */
export function nameKey(name: string): string {
  return [...new Set(nameTokens(name))].sort().join(' ');
}

/** The key of a screened document number: `doc:` and its letters and digits. */
export function documentPairKey(document: string): string {
  return `doc:${documentKey(document)}`;
}
