// Routes under `/investors` (a lazy chunk; the section needs investors.view): the list at `/investors/view` (where
// `/investors` goes), one investor at `/investors/details/:id`, its first review at `/investors/review/:id`
// (investors.manage), and the funds pages `/investors/funds/{increase|decrease}/:investorid/:id` (funds.manage) and
// `/investors/funds/{lock|withdraw}/:investorid/:id` (lockedFunds.manage, what those calls need).
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Permission } from '@blck/contract';
import { SectionNotFound } from '../errors/SectionNotFound';
import SectionGate from '../SectionGate';
import { INVESTOR_LIST_PATH } from './paths';

const InvestorListPage = lazy(() => import('./InvestorListPage'));
const InvestorDetailsPage = lazy(() => import('./InvestorDetailsPage'));
const InvestorReviewPage = lazy(() => import('./InvestorReviewPage'));
const IncreaseFundsPage = lazy(() => import('./IncreaseFundsPage'));
const DecreaseFundsPage = lazy(() => import('./DecreaseFundsPage'));
const LockFundsPage = lazy(() => import('./LockFundsPage'));
const WithdrawFundsPage = lazy(() => import('./WithdrawFundsPage'));

const gated = (permission: Permission, page: ReactNode) => <SectionGate permission={permission}>{page}</SectionGate>;

export default function InvestorsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={INVESTOR_LIST_PATH} replace />} />
      <Route path="view" element={<InvestorListPage />} />
      <Route path="details/:id" element={<InvestorDetailsPage />} />
      <Route path="review/:id" element={gated('investors.manage', <InvestorReviewPage />)} />
      <Route path="funds/increase/:investorid/:id" element={gated('funds.manage', <IncreaseFundsPage />)} />
      <Route path="funds/decrease/:investorid/:id" element={gated('funds.manage', <DecreaseFundsPage />)} />
      <Route path="funds/lock/:investorid/:id" element={gated('lockedFunds.manage', <LockFundsPage />)} />
      <Route path="funds/withdraw/:investorid/:id" element={gated('lockedFunds.manage', <WithdrawFundsPage />)} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to investors', to: INVESTOR_LIST_PATH }} />} />
    </Routes>
  );
}
