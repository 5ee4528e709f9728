// Timestamps as people read them in this console (the browser's locale and time zone), one formatter per style, so
// every screen writes the same moment the same way; and availability days, which are UTC calendar days written
// YYYY-MM-DD everywhere (lists, dialogs, toasts, CSV and the API alike), whatever the browser's zone.
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const detailedDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'medium' });
const fullDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/** "May 1, 2026": a table's date column. */
export const formatDate = (value: string | Date): string => date.format(new Date(value));

/** "3:04:05 PM": a moment of today (when figures were computed). */
export const formatTime = (value: string | Date): string => time.format(new Date(value));

/** "May 1, 2026, 3:04 PM": a moment in a list or a message. */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/** "May 1, 2026, 3:04:05 PM": a moment to the second in a list (the audit trail, a record's history). */
export const formatDateTimeSeconds = (value: string | Date): string => dateTimeSeconds.format(new Date(value));

/** "May 1, 2026 at 3:04:05 PM": a moment on a record's details page. */
export const formatDetailedDateTime = (value: string | Date): string => detailedDateTime.format(new Date(value));

/** "2026-05-01 19:04:05 UTC": the moment in UTC, to the second (milliseconds when it has them). */
export const formatUtcMoment = (value: string | Date): string => {
  const iso = new Date(value).toISOString();
  const millis = iso.slice(19, 23) === '.000' ? '' : iso.slice(19, 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis} UTC`;
};

const browserIsUtc = ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT'].includes(fullDateTime.resolvedOptions().timeZone);

/**
 * The whole moment with its time zone, for a hover or focus: "Friday, May 1, 2026 at 3:04:05 PM EDT (2026-05-01
 * 19:04:05 UTC)"; the UTC part is left out when the browser's zone is UTC already.
 */
export const formatFullMoment = (value: string | Date): string => {
  const local = fullDateTime.format(new Date(value));
  return browserIsUtc ? local : `${local} (${formatUtcMoment(value)})`;
};

/**
 * An availability date as the API writes it back: "2026-02-03", the UTC calendar day, when it is that day's 00:00 UTC
 * (always, when set from the console); a moment the API was given with a time of day keeps it: "2026-02-03 15:30 UTC".
 */
export const formatAvailability = (value: string | Date): string => {
  const iso = new Date(value).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : formatUtcMoment(value).replace(/:00 UTC$/, ' UTC');
};
