import { jaroWinkler } from '@skyra/jaro-winkler';

/** A character's bit: letters A–Z, digits folded onto six more bits (a looser, still true bound). */
function charBit(code: number): number {
  return code >= 65 && code <= 90 ? 1 << (code - 65) : 1 << (26 + ((code - 48) % 6));
}

function signature(word: string): { mask: number; distinct: number } {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) mask |= charBit(word.charCodeAt(index));
  return { mask, distinct: bitCount(mask) };
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Looked-up words kept: a few thousand distinct name words cover most of what senders type. */
const cachedWords = 20_000;

/**
 * The distinct words of the list, each with what bounds its Jaro–Winkler similarity cheaply.
 * Similarity is `@skyra/jaro-winkler`, which rewards a common prefix of up to five characters
 * (Winkler's definition stops at four); the bound allows for five.
 */
export class WordDictionary {
  private readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private masks = new Int32Array(1024);
  private lengths = new Uint8Array(1024);
  private repeats = new Uint8Array(1024);
  private firsts = new Uint8Array(1024);
  /** Words already looked up, most recent last: names recur (senders send again, names repeat). */
  private readonly found = new Map<string, Map<number, number>>();

  get size(): number {
    return this.words.length;
  }

  word(id: number): string {
    return this.words[id] as string;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  add(word: string): number {
    const known = this.ids.get(word);
    if (known !== undefined) return known;
    const id = this.words.push(word) - 1;
    this.ids.set(word, id);
    if (id === this.masks.length) this.grow();
    const { mask, distinct } = signature(word);
    this.masks[id] = mask;
    this.lengths[id] = Math.min(word.length, 255);
    this.repeats[id] = Math.min(word.length - distinct, 255);
    this.firsts[id] = word.charCodeAt(0);
    this.found.clear();
    return id;
  }

  private grow(): void {
    const size = this.masks.length * 2;
    const masks = new Int32Array(size);
    const lengths = new Uint8Array(size);
    const repeats = new Uint8Array(size);
    const firsts = new Uint8Array(size);
    masks.set(this.masks);
    lengths.set(this.lengths);
    repeats.set(this.repeats);
    firsts.set(this.firsts);
    Object.assign(this, { masks, lengths, repeats, firsts });
  }

  /**
   * The words at least `floor` alike to `word`, by id. Two words can match no more characters
   * than they share (counted from their letter sets and repeated letters), which caps Jaro's
   * part of the score; Winkler's bonus needs a common first letter and at most halves what is
   * left. So most of the list is passed over without computing the similarity. Answers are
   * remembered (the latest `cachedWords`): callers read them, never change them.
   */
  similar(word: string, floor: number): Map<number, number> {
    const key = `${floor}:${word}`;
    const known = this.found.get(key);
    if (known !== undefined) {
      this.found.delete(key);
      this.found.set(key, known);
      return known;
    }
    const found = this.scan(word, floor);
    this.found.set(key, found);
    if (this.found.size > cachedWords) this.found.delete(this.found.keys().next().value as string);
    return found;
  }

  private scan(word: string, floor: number): Map<number, number> {
    const found = new Map<number, number>();
    const { mask, distinct } = signature(word);
    const length = word.length;
    const repeats = length - distinct;
    const first = word.charCodeAt(0);
    // Jaro–Winkler = jaro + prefix·0.1·(1 − jaro): ≤ jaro + 0.5·(1 − jaro), and = jaro
    // when the first letters differ. Compared as 3·jaro − 1 = common/length + common/other.
    const withPrefix = 3 * ((floor - 0.5) / 0.5) - 1;
    const withoutPrefix = 3 * floor - 1;
    for (let id = 0; id < this.words.length; id += 1) {
      const shared = bitCount(mask & (this.masks[id] as number));
      if (shared === 0) continue;
      const other = this.lengths[id] as number;
      const common = Math.min(
        shared + Math.min(repeats, this.repeats[id] as number),
        length,
        other,
      );
      const needed = this.firsts[id] === first ? withPrefix : withoutPrefix;
      if (common / length + common / other < needed) continue;
      const candidate = this.words[id] as string;
      const sim = candidate === word ? 1 : jaroWinkler(word, candidate);
      if (sim >= floor) found.set(id, sim);
    }
    return found;
  }
}
