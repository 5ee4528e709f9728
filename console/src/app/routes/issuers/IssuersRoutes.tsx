// Routes under `/issuers` (a lazy chunk): `/issuers` goes to the list at `/issuers/view`, one issuer is at
// `/issuers/view/:id`.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { ISSUER_LIST_PATH } from './paths';

const IssuerListPage = lazy(() => import('./IssuerListPage'));
const IssuerDetailsPage = lazy(() => import('./IssuerDetailsPage'));

export default function IssuersRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={ISSUER_LIST_PATH} replace />} />
      <Route path="view" element={<IssuerListPage />} />
      <Route path="view/:id" element={<IssuerDetailsPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to issuers', to: ISSUER_LIST_PATH }} />} />
    </Routes>
  );
}
