// Timestamps as people read them in this console (the browser's locale and time zone), one formatter per style, so
// every screen writes the same moment the same way.
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const detailedDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'medium' });

/** "May 1, 2026": a table's date column. */
export const formatDate = (value: string | Date): string => date.format(new Date(value));

/** "May 1, 2026, 3:04 PM": a moment in a list or a message. */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/** "May 1, 2026 at 3:04:05 PM": a moment on a record's details page. */
export const formatDetailedDateTime = (value: string | Date): string => detailedDateTime.format(new Date(value));
