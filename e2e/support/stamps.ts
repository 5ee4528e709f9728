// What makes one walk's records its own in a shared run: random letters, a unique stamp, and UTC days.

/** `count` random capital letters. */
export const randomLetters = (count: number): string =>
  Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** A stamp that makes names and emails of one walk unique in the run. */
export const newStamp = (): string => `${Date.now().toString(36)}${randomLetters(3).toLowerCase()}`;

/** The UTC day (YYYY-MM-DD) `offsetDays` from now: the console and the server judge lock dates in UTC. */
export const utcDay = (offsetDays = 0): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
