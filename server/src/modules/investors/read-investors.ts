// Reading investors: the list page, one investor with its payments and locks, and the list as a CSV export.
import { BLCK_CURRENCY, COMMON_ERRORS } from '@blck/contract';
import type { InvestorExportQuery, InvestorListQuery } from '@blck/contract';
import type { Readable } from 'node:stream';
import type { KeysetCursor } from '../../db/keyset';
import type { TrigramSample } from '../../db/trigram-sample';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import { read, type InvestorsServiceDeps } from './investor-deps';
import { paymentsByInvestor } from '../funds/funds.service';
import { toInvestor, toInvestorPayment } from './investor-view';

/** The columns of the investor list's CSV export, one row per investor (balances in $BLCK, exact decimals). */
const EXPORT_COLUMNS = [
  'id',
  'investorName',
  'investorId',
  'investorType',
  'paymentType',
  'status',
  'contactEmail',
  'representedBy',
  'interestRate',
  'rewardBonus',
  'available',
  'locked',
  'withdrawn',
  'createdAt',
  'reviewedAt',
] as const;

const checkCreatedRange = (query: InvestorListQuery | InvestorExportQuery) =>
  checkDayRange(query.createdFrom, query.createdTo, COMMON_ERRORS.creationRangeReversed);

/** `searchSample`: what the search's trigrams are weighed by (chooseTrigramProbes), when there is one. */
export const listInvestors = async (
  deps: InvestorsServiceDeps,
  query: InvestorListQuery,
  searchSample: TrigramSample | null = null,
) => {
  checkCreatedRange(query);
  const { investors, total, totalIsLowerBound } = await deps.investorsRepository.list(deps.db, query, searchSample);
  const payments = await deps.fundsService.paymentsOf(
    deps.db,
    investors.map((investor) => investor.id),
  );
  const byInvestor = paymentsByInvestor(payments);
  return {
    total,
    investors: investors.map((investor) => toInvestor(investor, byInvestor.get(investor.id) ?? [])),
    totalIsLowerBound,
  };
};

export const getInvestor = async (deps: InvestorsServiceDeps, id: string) => {
  const { investor, payments } = await read(deps, deps.db, id);
  return {
    investor: toInvestor(investor, payments),
    payments: payments.map((payment) => toInvestorPayment(investor, payment)),
    suspendedCurrencies: await deps.walletsService.inactiveCurrencies(deps.db, [
      BLCK_CURRENCY,
      ...payments.map((payment) => payment.currency),
    ]),
  };
};

/** Every investor of the list under these filters, search and sort, one CSV row each, by keyset pages. */
export const exportInvestorsCsv = (deps: InvestorsServiceDeps, query: InvestorExportQuery): Readable => {
  checkCreatedRange(query);
  return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) => {
    const page = await deps.investorsRepository.exportPage(deps.db, query, after, limit);
    const payments = paymentsByInvestor(
      await deps.fundsService.paymentsOf(
        deps.db,
        page.map((row) => row.investor.id),
      ),
    );
    return page.map(({ investor, cursor }) => {
      const shown = toInvestor(investor, payments.get(investor.id) ?? []);
      const cells: Record<(typeof EXPORT_COLUMNS)[number], unknown> = { ...shown, ...shown.balances };
      return { cells: EXPORT_COLUMNS.map((column) => cells[column]), cursor };
    });
  });
};
