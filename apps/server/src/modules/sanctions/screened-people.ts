import { isDeepStrictEqual } from 'node:util';
import type { ScreeningMatch } from '@giro/shared/compliance/screening-match';
import type { ClearedPerson } from './clearances-repository.ts';
import { nameKey, receiverIdentity, senderIdentity } from './name-key.ts';
import type {
  ClearedEntry,
  SanctionsClearanceRow,
  sanctionsClearances,
} from './sanctions-tables.ts';
import type { SdnEntry } from './sdn-csv.ts';

/** The details of an order that are screened. */
export interface ScreenedParties {
  senderName: string;
  /** The sender's account: who the sender is, beyond the name. */
  senderAccount: string;
  receiverName: string;
  receiverDocument: string;
}

type Party = ScreeningMatch['party'];

/** A party as a clearance names them, with the name and document the order wrote. */
export interface ScreenedPerson extends ClearedPerson {
  name: string;
  document: string;
}

export function screenedPeople(parties: ScreenedParties): Record<Party, ScreenedPerson> {
  return {
    sender: {
      party: 'sender',
      nameKey: nameKey(parties.senderName),
      identity: senderIdentity(parties.senderAccount),
      name: parties.senderName,
      document: '',
    },
    receiver: {
      party: 'receiver',
      nameKey: nameKey(parties.receiverName),
      identity: receiverIdentity(parties.receiverDocument),
      name: parties.receiverName,
      document: parties.receiverDocument,
    },
  };
}

/** The entry as the match shows it: what the operator cleared. */
function clearedEntry(match: ScreeningMatch): ClearedEntry {
  return {
    name: match.entry_name,
    type: match.entry_type,
    programs: match.programs,
    remarks: match.remarks,
  };
}

/** The entry as the list in force reads it, to compare with what was cleared. */
export function listedEntry(entry: SdnEntry): ClearedEntry {
  return { name: entry.name, type: entry.type, programs: entry.programs, remarks: entry.remarks };
}

/** Who cleared the matches, when, why, and in which order's review. */
export interface ClearanceDecision {
  orderReference: string;
  reason: string;
  clearedBy: string | null;
  clearedByEmail: string;
  clearedAt: Date;
}

/** The clearances an operator's "clear" makes: one per person and entry the matches name. */
export function clearancesOf(
  matches: readonly ScreeningMatch[],
  parties: ScreenedParties,
  decision: ClearanceDecision,
): (typeof sanctionsClearances.$inferInsert)[] {
  const people = screenedPeople(parties);
  const byPersonAndEntry = new Map<string, typeof sanctionsClearances.$inferInsert>();
  for (const match of matches) {
    const { party, nameKey, identity, name, document } = people[match.party];
    const entNum = match.ent_num ?? 0;
    byPersonAndEntry.set(`${party}|${entNum}`, {
      party,
      nameKey,
      identity,
      entNum,
      entry: clearedEntry(match),
      screenedName: name,
      screenedDocument: document,
      ...decision,
    });
  }
  return [...byPersonAndEntry.values()];
}

/**
 * Whether a clearance covers the match: the same party and entry, and the entry reading as it
 * did when cleared (a new version of the list that changed it is looked at again). The
 * clearances given are the parties' own (same name and identity).
 */
export function isCleared(
  match: ScreeningMatch,
  clearances: readonly SanctionsClearanceRow[],
): boolean {
  const entry = clearedEntry(match);
  return clearances.some(
    (clearance) =>
      clearance.party === match.party &&
      clearance.entNum === (match.ent_num ?? 0) &&
      isDeepStrictEqual(clearance.entry, entry),
  );
}
