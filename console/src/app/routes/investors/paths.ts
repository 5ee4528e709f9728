// Where the investor pages live (SPEC §2), shared by their links; the routes themselves are in app/sections.ts.
import type { FundsOperation } from '../../../features/investors/components/funds-rules';

export const INVESTOR_LIST_PATH = '/investors/view';

const segment = encodeURIComponent;

/** The investor's details; `?payment=<id>` opens one payment's own view there. */
export const investorDetailsPath = (id: string): string => `/investors/details/${segment(id)}`;
export const investorReviewPath = (id: string): string => `/investors/review/${segment(id)}`;
export const investorFundsPath = (operation: FundsOperation, investorId: string, paymentId: string): string =>
  `/investors/funds/${operation}/${segment(investorId)}/${segment(paymentId)}`;
