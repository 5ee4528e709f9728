// Routes under `/approvals` (a lazy chunk; every signed-in admin): the proposals at `/approvals`, one proposal at
// `/approvals/:id`, the policies at `/approvals/policies`.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { APPROVALS_PATH } from './paths';

const ApprovalsPage = lazy(() => import('./ApprovalsPage'));
const ProposalPage = lazy(() => import('./ProposalPage'));
const PoliciesPage = lazy(() => import('./PoliciesPage'));

export default function ApprovalsRoutes() {
  return (
    <Routes>
      <Route index element={<ApprovalsPage />} />
      <Route path="policies" element={<PoliciesPage />} />
      <Route path=":id" element={<ProposalPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to approvals', to: APPROVALS_PATH }} />} />
    </Routes>
  );
}
