// A filter's range of days whose end is before its start would match nothing by mistake: refused before any query.
import type { DomainError } from '@blck/contract';
import { apiError } from './http-error';

/** Throws `refusal` (a contract 400 with a fixed sentence) when both ends are given and `end` (YYYY-MM-DD) is before `start`. */
export const checkDayRange = (
  start: string | undefined,
  end: string | undefined,
  refusal: DomainError & { message: string },
): void => {
  if (start && end && end < start) throw apiError(refusal);
};
