// LIKE patterns built from what a person typed (their own wildcards taken literally), and the conditions of a
// "contains" search that a trigram index answers cheaply.

/** `%text%` for a case-insensitive `lower(…) LIKE` (default escape character `\`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Runs of three or more letters or digits: the words whose inner trigrams a pattern's wildcards leave alone. */
const INDEXABLE_WORD = /[\p{L}\p{N}]{3,}/gu;

/** The distinct words of `text` (as given) whose inner trigrams the trigram index has. */
export const indexableWordsOf = (text: string): string[] => [...new Set(text.match(INDEXABLE_WORD) ?? [])];

/**
 * A word's trigrams, each at its position, counted in characters (code points): a letter outside the Basic
 * Multilingual Plane is two UTF-16 units, and a piece cut between them would match nothing.
 */
export const trigramsOf = (word: string): { trigram: string; start: number }[] => {
  const characters = Array.from(word);
  return Array.from({ length: Math.max(0, characters.length - 2) }, (_, start) => ({
    trigram: characters.slice(start, start + 3).join(''),
    start,
  }));
};

/** Three-character pieces that cover a word: one after the other, the last one ending where the word ends. */
export const coveringPiecesOf = (word: string) => {
  const trigrams = trigramsOf(word);
  const pieces = trigrams.filter(({ start }) => start % 3 === 0).map(({ trigram }) => trigram);
  if ((trigrams.length + 2) % 3 !== 0) pieces.push(trigrams.at(-1)!.trigram);
  return pieces;
};

/**
 * How the rows a search checks are found. `collecting`: the trigram index finds them, so it is asked for as few
 * posting lists as narrow them enough. `walking`: a sort index hands them over one by one, and the planner weighs
 * that walk against the trigram index on these conditions, so they keep each word whole for its estimate (a word's
 * pieces, taken as independent, would be estimated far rarer than the word).
 */
export type ContainsFor = 'collecting' | 'walking';

/**
 * The WHERE conditions of "`column` (lower-cased text under a pg_trgm GIN index) contains `text`", adding their
 * parameters to `params`. pg_trgm asks the index for every trigram of a LIKE pattern, including those a word gets at
 * its edges ("de-0680400835" asks for "de " and "  0"), which most rows carry, and for every overlapping trigram of a
 * word ("068", "680", "804", …), each a posting list to read. So the index is asked for typed words only (none of
 * their edge trigrams) and, when collecting, for pieces that cover each word rather than all its trigrams
 * ("068", "040", "083", "835"): a registration number's search read 33 index pages instead of 249 (1.2 ms instead
 * of 8 at a million investors). The whole text is then checked, by position, on the rows found; one word as typed is
 * already its own check, and text with no word of three characters keeps its plain pattern. `chosen`: the trigrams to
 * ask for when collecting, picked from a sample of the column (chooseTrigramProbes), instead of the covering pieces.
 */
export const containsConditions = (
  column: string,
  text: string,
  params: unknown[],
  use: ContainsFor,
  chosen?: readonly string[] | null,
): string[] => {
  const lowered = text.toLowerCase();
  const words = indexableWordsOf(lowered);
  const probes = [...new Set(use === 'collecting' ? (chosen ?? words.flatMap(coveringPiecesOf)) : words)];
  if (probes.length === 0 || (probes.length === 1 && probes[0] === lowered))
    return [`${column} LIKE $${params.push(containsPattern(text))}`];
  return [
    ...probes.map((probe) => `${column} LIKE $${params.push(containsPattern(probe))}`),
    `strpos(${column}, $${params.push(lowered)}) > 0`,
  ];
};
