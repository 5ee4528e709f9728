// The investor report: every live investor (oldest first) with every payment of theirs, read page by page
// (keyset), as JSON or as CSV with one row per payment.
import { fromBaseUnits, type InvestorReport } from '@blck/contract';
import { Readable } from 'node:stream';
import { csvLine } from '../../lib/csv';
import { availabilityCell } from '../../lib/moment';
import type { InvestorsServiceDeps } from './investor-deps';
import { paymentsByInvestor } from '../funds/funds.service';
import { amountOf, toInvestor, toInvestorPayment } from './investor-view';
import type { ReportCursor } from './investors.repository';

const REPORT_PAGE = 500;

const REPORT_COLUMNS = [
  'id',
  'investorName',
  'investorId',
  'investorType',
  'paymentType',
  'status',
  'contactEmail',
  'investorAddress',
  'representedBy',
  'interestRate',
  'rewardBonus',
  'createdAt',
  'reviewedAt',
  'paymentId',
  'paymentStatus',
  'paymentCurrency',
  'paymentMethod',
  'paymentAmount',
  'lockId',
  'lockWalletAddress',
  'lockAvailableFrom',
  'lockStatus',
  'lockedAmount',
] as const;

/** The live investors, a page at a time, each page with its payments by investor. */
async function* pages(deps: InvestorsServiceDeps) {
  let after: ReportCursor | null = null;
  for (;;) {
    const page = await deps.investorsRepository.listAfter(deps.db, after, REPORT_PAGE);
    const investors = page.map((row) => row.investor);
    const payments = paymentsByInvestor(
      await deps.fundsService.paymentsOf(
        deps.db,
        investors.map((investor) => investor.id),
      ),
    );
    yield { investors, payments };
    if (page.length < REPORT_PAGE) return;
    after = page[page.length - 1]!.cursor;
  }
}

export const report = async (deps: InvestorsServiceDeps): Promise<Omit<InvestorReport, 'success'>> => {
  const result: Omit<InvestorReport, 'success'> = { investors: [], payments: [] };
  for await (const { investors, payments } of pages(deps)) {
    for (const investor of investors) {
      const rows = payments.get(investor.id) ?? [];
      result.investors.push(toInvestor(investor, rows));
      for (const payment of rows) {
        result.payments.push({ ...toInvestorPayment(investor, payment), investorId: investor.id });
      }
    }
  }
  return result;
};

export const reportCsv = (deps: InvestorsServiceDeps): Readable =>
  Readable.from(
    (async function* () {
      yield csvLine(REPORT_COLUMNS);
      for await (const { investors, payments } of pages(deps)) {
        for (const investor of investors) {
          const columns = {
            id: investor.id,
            investorName: investor.investorName,
            investorId: investor.investorNumber,
            investorType: investor.investorType,
            paymentType: investor.paymentType,
            status: investor.status,
            contactEmail: investor.contactEmail,
            investorAddress: investor.investorAddress,
            representedBy: investor.representedBy,
            interestRate: investor.interestRate,
            rewardBonus: investor.rewardBonus,
            createdAt: investor.createdAt,
            reviewedAt: investor.reviewedAt,
          };
          const rows = payments.get(investor.id) ?? [];
          if (rows.length === 0)
            yield csvLine(REPORT_COLUMNS.map((column) => (columns as Record<string, unknown>)[column]));
          for (const payment of rows) {
            const cells: Record<string, unknown> = {
              ...columns,
              paymentId: payment.id,
              paymentStatus: payment.status,
              paymentCurrency: payment.currency,
              paymentMethod: payment.paymentType,
              paymentAmount: fromBaseUnits(amountOf(investor, payment)),
              lockId: payment.lock?.id,
              lockWalletAddress: payment.lock?.walletAddress,
              lockAvailableFrom: payment.lock && availabilityCell(payment.lock.availableFrom),
              lockStatus: payment.lock ? (payment.lock.withdrawnAt ? 'withdrawn' : 'locked') : null,
              lockedAmount: payment.lock ? fromBaseUnits(payment.lock.amount) : null,
            };
            yield csvLine(REPORT_COLUMNS.map((column) => cells[column]));
          }
        }
      }
    })(),
  );
