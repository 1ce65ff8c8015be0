import { sanctionsListMaxAgeDays } from '@giro/shared/compliance/compliance-holds';
import type { ScreeningMatch } from '@giro/shared/compliance/screening-match';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { createClearancesRepository } from './clearances-repository.ts';
import { SanctionsIndex } from './sanctions-index.ts';
import { createSanctionsRepository, type ListInForce } from './sanctions-repository.ts';
import { isCleared, type ScreenedParties, screenedPeople } from './screened-people.ts';
import type { SdnEntry } from './sdn-csv.ts';

/**
 * The list screening reads: `in_force`, or none (`missing`: never imported; `stale`: not
 * confirmed current for `sanctionsListMaxAgeDays`), when nothing can be screened.
 */
export type ListState =
  | { state: 'in_force' | 'stale'; list: ListInForce; ageSeconds: number }
  | { state: 'missing'; list: null; ageSeconds: null };

const maxAgeMs = sanctionsListMaxAgeDays * 86_400_000;

function listState(list: ListInForce | null, now: Date): ListState {
  if (list === null) return { state: 'missing', list: null, ageSeconds: null };
  const ageMs = Math.max(0, now.getTime() - list.checkedAt.getTime());
  const state = ageMs > maxAgeMs ? 'stale' : 'in_force';
  return { state, list, ageSeconds: Math.floor(ageMs / 1000) };
}

export type ScreeningResult =
  /** Screened against list version `listId`: the possible matches nobody cleared. */
  | { screened: true; listId: number; matches: ScreeningMatch[] }
  /** No list in force: the parties could not be screened. */
  | { screened: false; list: ListState };

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

/** How long an instance screens against the version it knows before asking again. */
const listVersionTtlMs = 60_000;

/**
 * Screens orders against the newest imported SDN list while it is in force. Each instance keeps
 * the list's index in memory with the version it knows is the newest; an import makes every
 * instance forget that version (`invalidate`, shared through `app.sharedCache`), and it is read
 * again at least every `ttlMs` in case a notice was lost. So screening an order reads the
 * database only when a name matched (the clearances of its parties).
 */
export function createSanctionsScreening(now: () => Date, ttlMs = listVersionTtlMs) {
  // Read through the caller's transaction: the embedded database serves one at a time.
  const newest = createCachedLoader(
    (executor: Database) => createSanctionsRepository(executor).newest(),
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
    /** A new version was imported (or found current again): the next screening reads it. */
    invalidate: newest.invalidate,

    /** The list screening reads now. */
    async list(executor: Database): Promise<ListState> {
      return listState(await newest.get(executor), now());
    },

    /**
     * The parties' possible matches at `threshold`, without those cleared for these people;
     * nothing screened while no list is in force. Inside a transaction pass it: the embedded
     * database serves one at a time.
     */
    async screen(
      executor: Database,
      parties: ScreenedParties,
      threshold: number,
    ): Promise<ScreeningResult> {
      const list = listState(await newest.get(executor), now());
      if (list.state !== 'in_force') return { screened: false, list };
      const listId = list.list.id;
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
      // Most orders match nothing: only a possible match is worth a look at the clearances.
      if (matches.length === 0) return { screened: true, listId, matches };
      const people = screenedPeople(parties);
      const clearances = await createClearancesRepository(executor).of([
        people.sender,
        people.receiver,
      ]);
      const open = matches.filter((match) => !isCleared(match, clearances));
      return { screened: true, listId, matches: open };
    },
  };
}

export type SanctionsScreening = ReturnType<typeof createSanctionsScreening>;
