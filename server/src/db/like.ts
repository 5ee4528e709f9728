// LIKE patterns built from what a person typed: their own wildcards are taken literally.

/** `%text%` for a case-insensitive `lower(…) LIKE` (default escape character `\`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
