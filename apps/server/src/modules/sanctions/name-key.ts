import { nameTokens } from './name-tokens.ts';
import { documentKey } from './sdn-remarks.ts';

/**
 * A screened name as a clearance remembers it: its normalised words, sorted, so the same name
 * written another way ("Rodríguez, Luis" / "luis rodriguez") is the same person's name. A name
 * with no word the list can be compared with (another script) is kept as written, folded.
 */
export function nameKey(name: string): string {
  const words = [...new Set(nameTokens(name))].sort().join(' ');
  return words !== ''
    ? words
    : `raw:${name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()}`;
}

/** Who a party is, beyond the name: the receiver's document, the sender's account. */
export function receiverIdentity(document: string): string {
  return `doc:${documentKey(document)}`;
}

export function senderIdentity(userId: string): string {
  return `account:${userId}`;
}
