// The deposit history: recorded with each deposit, listed and searched, and reported as a streamed CSV.
import { Readable } from 'node:stream';
import type { Deposit, HistoryListQuery, HistoryReportBody, HistorySearchBody } from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { csvLine } from '../../lib/csv';
import { createTrigramSampler } from '../../db/trigram-sample';
import type { Clock } from '../../lib/clock';
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
  clock,
  historiesRepository,
}: {
  db: Db;
  clock: Clock;
  historiesRepository: HistoriesRepository;
}) => {
  const searchSample = createTrigramSampler({
    clock,
    read: (rows) => historiesRepository.sampleSearchText(db, rows),
  });
  const list = (query: Parameters<HistoriesRepository['list']>[1]) =>
    historiesRepository.list(db, query, query.search ? searchSample.current() : null);
  return {
    /** Records a deposit inside the caller's transaction. */
    record: (tx: Queryable, deposit: NewDeposit): Promise<Deposit> => historiesRepository.insert(tx, deposit),

    list: (query: HistoryListQuery) => list(query),
    search: (body: HistorySearchBody) => list(body),

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
  };
};

export type HistoriesService = ReturnType<typeof createHistoriesService>;
