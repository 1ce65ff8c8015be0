import type { ScreeningMatch } from '@giro/shared/compliance/screening-match';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { documentPairKey, nameKey } from './name-key.ts';
import { SanctionsIndex } from './sanctions-index.ts';
import { createSanctionsRepository } from './sanctions-repository.ts';
import type { SdnEntry } from './sdn-csv.ts';

/** The details of an order that are screened. */
export interface ScreenedParties {
  senderName: string;
  receiverName: string;
  receiverDocument: string;
}

export interface ScreeningResult {
  /** The list version screened against; null while no list was ever imported. */
  listId: number | null;
  /** Possible matches the operator has not cleared for these names. */
  matches: ScreeningMatch[];
}

function entryFields(entry: SdnEntry) {
  return {
    ent_num: entry.entNum,
    entry_name: entry.name,
    entry_type: entry.type,
    programs: entry.programs,
    remarks: entry.remarks,
  };
}

function partyMatches(
  index: SanctionsIndex,
  party: ScreeningMatch['party'],
  name: string,
  threshold: number,
): ScreeningMatch[] {
  const found = index.screenName(name, { threshold });
  if (found === null) {
    return [
      {
        party,
        kind: 'unreadable_name',
        screened: name,
        ent_num: null,
        entry_name: null,
        matched_name: null,
        entry_type: null,
        programs: [],
        remarks: null,
        score: 0,
      },
    ];
  }
  return found.map((match) => ({
    party,
    kind: 'name',
    screened: name,
    ...entryFields(match.entry),
    matched_name: match.matchedName,
    score: Math.round(match.score * 1000) / 1000,
  }));
}

/**
 * What a match is remembered as once the operator clears it: the screened name's key (or the
 * document's) and the entry; an unreadable name is kept as written, with entry 0 (none has it).
 */
export function clearedPair(match: ScreeningMatch): { nameKey: string; entNum: number } {
  const key =
    match.kind === 'document'
      ? documentPairKey(match.screened)
      : match.kind === 'unreadable_name'
        ? `raw:${match.screened.normalize('NFC').toLowerCase()}`
        : nameKey(match.screened);
  return { nameKey: key, entNum: match.ent_num ?? 0 };
}

const pairId = ({ nameKey, entNum }: { nameKey: string; entNum: number }) => `${nameKey}|${entNum}`;

/** How long an instance screens against the version it knows before asking again. */
const listVersionTtlMs = 60_000;

/**
 * Screens orders against the newest imported SDN list. Each instance keeps the list's index in
 * memory with the version it knows is the newest; an import makes every instance forget that
 * version (`invalidate`, shared through `app.sharedCache`), and it is read again at least every
 * `ttlMs` in case a notice was lost. So screening an order reads the database only when a name
 * matched (the pairs the operator cleared).
 */
export function createSanctionsScreening(ttlMs = listVersionTtlMs) {
  // Read through the caller's transaction: the embedded database serves one at a time.
  const newest = createCachedLoader(
    (executor: Database) => createSanctionsRepository(executor).latestId(),
    ttlMs,
  );
  let loaded: { listId: number; index: Promise<SanctionsIndex> } | undefined;

  async function indexOf(executor: Database, listId: number): Promise<SanctionsIndex> {
    if (loaded?.listId !== listId) {
      const entries = createSanctionsRepository(executor).entries(listId);
      const index = entries.then((rows) => new SanctionsIndex(rows));
      loaded = { listId, index };
      index.catch(() => {
        if (loaded?.index === index) loaded = undefined;
      });
    }
    return loaded.index;
  }

  return {
    /** A new version was imported: the next screening reads which one is the newest. */
    invalidate: newest.invalidate,

    /**
     * The parties' possible matches at `threshold`, without the pairs the operator cleared.
     * Inside a transaction pass it: the embedded database serves one at a time.
     */
    async screen(
      executor: Database,
      parties: ScreenedParties,
      threshold: number,
    ): Promise<ScreeningResult> {
      const listId = await newest.get(executor);
      if (listId === null) return { listId: null, matches: [] };
      const index = await indexOf(executor, listId);
      const documentHolders = index.screenDocument(parties.receiverDocument);
      const matches = [
        ...partyMatches(index, 'sender', parties.senderName, threshold),
        ...partyMatches(index, 'receiver', parties.receiverName, threshold),
        ...documentHolders.map(
          (entry): ScreeningMatch => ({
            party: 'receiver',
            kind: 'document',
            screened: parties.receiverDocument,
            ...entryFields(entry),
            matched_name: entry.name,
            score: 1,
          }),
        ),
      ];
      // Most orders match nothing: only a possible match is worth a look at the cleared pairs.
      if (matches.length === 0) return { listId, matches };
      const keys = new Set(matches.map((match) => clearedPair(match).nameKey));
      const cleared = await createSanctionsRepository(executor).clearedPairs([...keys]);
      const open = matches.filter((match) => !cleared.has(pairId(clearedPair(match))));
      return { listId, matches: open };
    },
  };
}

export type SanctionsScreening = ReturnType<typeof createSanctionsScreening>;
