/** Below this many words, a name found inside a longer one is too common to be telling. */
const containedWords = 3;

/**
 * How alike two names are, 0 to 1, from the similarity of their words (`similarity(i, j)` of the
 * query's word i and the listed name's word j, 0 below `wordFloor`). Words pair off one to one,
 * best pairs first, wherever they stand, so word order does not count; a pair weighs as many
 * characters as its words, a word left alone weighs its characters at zero (Dice). A name of
 * three or more words found whole inside the other (a missing middle name or second surname on
 * one side) scores its pairs' similarity, lowered by at most 0.15 for the other name's words
 * left unpaired: "Luis Alberto Rodríguez" against RODRIGUEZ LOPEZ-CALLEJA, Luis Alberto scores
 * 0.94, while "Luis Rodríguez" (two words) scores only as Dice does, 0.58.
 */
export function nameScore(
  query: readonly string[],
  listed: readonly string[],
  similarity: (queryWord: number, listedWord: number) => number,
): number {
  const pairs: { i: number; j: number; sim: number }[] = [];
  for (let i = 0; i < query.length; i += 1) {
    for (let j = 0; j < listed.length; j += 1) {
      const sim = similarity(i, j);
      if (sim > 0) pairs.push({ i, j, sim });
    }
  }
  pairs.sort((a, b) => b.sim - a.sim);
  const usedQuery = new Set<number>();
  const usedListed = new Set<number>();
  let queryMatched = 0;
  let listedMatched = 0;
  for (const { i, j, sim } of pairs) {
    if (usedQuery.has(i) || usedListed.has(j)) continue;
    usedQuery.add(i);
    usedListed.add(j);
    queryMatched += sim * (query[i] as string).length;
    listedMatched += sim * (listed[j] as string).length;
  }
  const queryChars = charCount(query);
  const listedChars = charCount(listed);
  const dice = (queryMatched + listedMatched) / (queryChars + listedChars);
  const queryCover = queryMatched / queryChars;
  const listedCover = listedMatched / listedChars;
  const contained = (inside: number, words: number, pairedWords: number, outside: number) =>
    words >= containedWords && pairedWords === words ? inside * (0.85 + 0.15 * outside) : 0;
  return Math.max(
    dice,
    contained(queryCover, query.length, usedQuery.size, listedCover),
    contained(listedCover, listed.length, usedListed.size, queryCover),
  );
}

function charCount(words: readonly string[]): number {
  let count = 0;
  for (const word of words) count += word.length;
  return count;
}
