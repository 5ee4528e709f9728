// Moments as people read them in messages: "2027-01-31 00:00 UTC" (seconds only when the moment has them); and
// availability dates, which are UTC calendar days written YYYY-MM-DD (DESIGN §4) in messages and CSV alike.
export const formatMoment = (date: Date): string => {
  const iso = date.toISOString();
  const seconds = iso.slice(17, 23) === '00.000' ? '' : iso.slice(16, iso.endsWith('.000Z') ? 19 : 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds} UTC`;
};

const isStartOfUtcDay = (date: Date) => date.toISOString().endsWith('T00:00:00.000Z');

/** An availability date in a message: "2027-01-31" (its UTC day, at 00:00 UTC), else the whole moment. */
export const formatAvailability = (date: Date): string =>
  isStartOfUtcDay(date) ? date.toISOString().slice(0, 10) : formatMoment(date);

/** An availability date in a CSV cell: "2027-01-31" (its UTC day, at 00:00 UTC), else the ISO moment. */
export const availabilityCell = (value: Date | string): string => {
  const date = new Date(value);
  return isStartOfUtcDay(date) ? date.toISOString().slice(0, 10) : date.toISOString();
};
