// A filter's range of days whose end is before its start would match nothing by mistake: refused before any query.
import { badRequest } from './http-error';

/** Throws 400 with `message` when both ends are given and `end` (YYYY-MM-DD) is before `start`. */
export const checkDayRange = (start: string | undefined, end: string | undefined, message: string): void => {
  if (start && end && end < start) throw badRequest(message);
};
