// Moments as people read them in messages: "2027-01-31 00:00 UTC" (seconds only when the moment has them).
export const formatMoment = (date: Date): string => {
  const iso = date.toISOString();
  const seconds = iso.slice(17, 23) === '00.000' ? '' : iso.slice(16, iso.endsWith('.000Z') ? 19 : 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds} UTC`;
};
