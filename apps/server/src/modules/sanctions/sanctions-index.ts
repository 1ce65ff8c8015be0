import { nameScore } from './name-score.ts';
import { nameTokens } from './name-tokens.ts';
import type { SdnEntry } from './sdn-csv.ts';
import { documentKey, sdnAliases, sdnDocumentKeys } from './sdn-remarks.ts';
import { WordDictionary } from './word-dictionary.ts';

/** A listed name (the entry's own or an alias) as the index keeps it. */
interface IndexedName {
  entry: number;
  text: string;
  words: readonly string[];
  wordIds: readonly number[];
}

/** A possible match: the entry, which of its names matched, and how well. */
interface NameMatch {
  entry: SdnEntry;
  matchedName: string;
  score: number;
}

export interface ScreeningOptions {
  /** The operator's threshold: a name scoring this or more is a possible match. */
  threshold: number;
  /** Two words pair only when this alike (Jaro–Winkler). */
  wordFloor?: number;
}

const defaultWordFloor = 0.85;

// Vessels and aircraft are not parties to a remittance; people and organisations are.
const screenedTypes = new Set(['individual', 'entity']);

/**
 * The list in the form screening reads: every name and alias of people and organisations as
 * normalised words, a dictionary of the distinct words with the names each appears in, and the
 * document numbers of the remarks. Built once per version of the list; reads never change it.
 */
export class SanctionsIndex {
  readonly entries: readonly SdnEntry[];
  private readonly names: IndexedName[] = [];
  private readonly dictionary = new WordDictionary();
  /** For each word of the dictionary, the names it appears in. */
  private readonly postings: number[][] = [];
  private readonly documents = new Map<string, number[]>();

  constructor(entries: readonly SdnEntry[]) {
    this.entries = entries;
    entries.forEach((entry, index) => {
      if (!screenedTypes.has(entry.type)) return;
      for (const text of [entry.name, ...sdnAliases(entry.remarks)]) this.addName(index, text);
      for (const key of sdnDocumentKeys(entry.remarks)) {
        const holders = this.documents.get(key) ?? [];
        holders.push(index);
        this.documents.set(key, holders);
      }
    });
  }

  private addName(entry: number, text: string): void {
    const words = [...new Set(nameTokens(text))];
    if (words.length === 0) return;
    const wordIds = words.map((word) => this.dictionary.add(word));
    const id = this.names.push({ entry, text, words, wordIds }) - 1;
    for (const wordId of wordIds) {
      const names = this.postings[wordId] ?? [];
      names.push(id);
      this.postings[wordId] = names;
    }
  }

  /**
   * The entries whose name or alias scores at least the threshold against `name`, best first,
   * one per entry. A name without a word the list can be compared with answers `null`.
   */
  screenName(name: string, { threshold, wordFloor = defaultWordFloor }: ScreeningOptions) {
    const query = [...new Set(nameTokens(name))];
    if (query.length === 0) return null;
    const similar = query.map((word) => this.dictionary.similar(word, wordFloor));
    const candidates = new Set<number>();
    for (const words of similar) {
      for (const wordId of words.keys()) {
        for (const id of this.postings[wordId] as number[]) candidates.add(id);
      }
    }
    const best = new Map<number, NameMatch>();
    for (const id of candidates) {
      const listed = this.names[id] as IndexedName;
      const score = nameScore(
        query,
        listed.words,
        (i, j) => similar[i]?.get(listed.wordIds[j] as number) ?? 0,
      );
      if (score < threshold || (best.get(listed.entry)?.score ?? -1) >= score) continue;
      const entry = this.entries[listed.entry] as SdnEntry;
      best.set(listed.entry, { entry, matchedName: listed.text, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }

  /** Entries whose remarks carry this document number (letters and digits compared). */
  screenDocument(document: string): SdnEntry[] {
    const holders = this.documents.get(documentKey(document)) ?? [];
    return holders.map((index) => this.entries[index] as SdnEntry);
  }
}
