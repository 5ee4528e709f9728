// LIKE patterns built from what a person typed: their own wildcards are taken literally.

/** `%text%` for a case-insensitive `lower(…) LIKE` (default escape character `\`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `strpos(lower(…), $n) > 0` with this text: the same test as `containsPattern`, which no trigram index serves, so a
 * query that should walk its sort index testing each row (matches known to be dense) is not planned on the trigram one.
 */
export const containsText = (text: string) => text.toLowerCase();
