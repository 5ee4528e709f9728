// The deposit history: recorded with each deposit, listed and searched, and reported as a streamed CSV.
import { Readable } from 'node:stream';
import type { Deposit, HistoryListQuery, HistoryReportBody, HistorySearchBody } from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { csvLine } from '../../lib/csv';
import type { HistoriesRepository, NewDeposit } from './histories.repository';

const REPORT_PAGE = 1000;
const REPORT_COLUMNS = [
  'createdAt',
  'walletAddress',
  'issuerName',
  'email',
  'amount',
  'balanceAfter',
  'adminEmail',
  'id',
  'reason',
] as const;

export const createHistoriesService = ({
  db,
  historiesRepository,
}: {
  db: Db;
  historiesRepository: HistoriesRepository;
}) => ({
  /** Records a deposit inside the caller's transaction. */
  record: (tx: Queryable, deposit: NewDeposit): Promise<Deposit> => historiesRepository.insert(tx, deposit),

  list: (query: HistoryListQuery) => historiesRepository.list(db, query),
  search: (body: HistorySearchBody) => historiesRepository.list(db, body),

  /** Every matching deposit, oldest first, read page by page so a million rows never sit in memory. */
  reportCsv: (filter: HistoryReportBody): Readable =>
    Readable.from(
      (async function* () {
        yield csvLine(REPORT_COLUMNS);
        let after: { createdAt: Date; id: string } | null = null;
        for (;;) {
          const page = await historiesRepository.listAfter(db, filter, after, REPORT_PAGE);
          for (const { deposit } of page) yield csvLine(REPORT_COLUMNS.map((column) => deposit[column]));
          if (page.length < REPORT_PAGE) return;
          after = page[page.length - 1]!.cursor;
        }
      })(),
    ),
});

export type HistoriesService = ReturnType<typeof createHistoriesService>;
