// Reading locks: the list page under search and filters, and the same list as a CSV export (keyset pages).
import { COMMON_ERRORS } from '@blck/contract';
import type { LockedFundsExportQuery, LockedFundsFilter, LockedFundsListQuery } from '@blck/contract';
import type { KeysetCursor } from '../../db/keyset';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import { availabilityCell } from '../../lib/moment';
import type { FundsDeps } from './funds-deps';

/** The columns of the locks CSV export, in order (payment ids space-separated in one cell). */
const EXPORT_COLUMNS = [
  'id',
  'investorId',
  'investorName',
  'walletAddress',
  'amount',
  'availableFrom',
  'status',
  'createdAt',
  'withdrawnAt',
  'paymentIds',
  'reason',
  'withdrawalReason',
] as const;

const checkAvailableRange = (filter: LockedFundsFilter) =>
  checkDayRange(filter.availableStart, filter.availableEnd, COMMON_ERRORS.availabilityRangeReversed);

export const listLocks = (deps: FundsDeps, query: LockedFundsListQuery) => {
  checkAvailableRange(query);
  return deps.locksRepository.list(deps.db, query);
};

/** Every lock of the list under these filters, search and sort, as CSV (checked before the stream starts). */
export const exportLocksCsv = (deps: FundsDeps, query: LockedFundsExportQuery) => {
  checkAvailableRange(query);
  return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
    (await deps.locksRepository.listAfter(deps.db, query, after, limit)).map(({ lock, cursor }) => ({
      cells: EXPORT_COLUMNS.map((column) =>
        column === 'paymentIds'
          ? lock.paymentIds.join(' ')
          : column === 'availableFrom'
            ? availabilityCell(lock.availableFrom)
            : lock[column],
      ),
      cursor,
    })),
  );
};
