// LIKE patterns built from what a person typed: their own wildcards are taken literally.

/** `%text%` for a case-insensitive `lower(…) LIKE` (default escape character `\`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The same text as `expression` in a form no index matches (`… || ''`): a broad search's page (more matches than a
 * capped search counts) then walks the list's sort index, where its matches are dense, instead of the planner taking
 * every match from the trigram index and sorting them because it guessed a long pattern rare.
 */
export const unindexed = (expression: string) => `(${expression} || '')`;
