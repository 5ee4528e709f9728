// Routes under `/fiats` (a lazy chunk; the section needs fiats.view): `/fiats` goes to the list at `/fiats/view`, one
// currency is at `/fiats/view/:id`; editing and (de)activation are dialogs on both (fiats.manage).
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { FIAT_LIST_PATH } from './paths';

const FiatListPage = lazy(() => import('./FiatListPage'));
const FiatDetailsPage = lazy(() => import('./FiatDetailsPage'));

export default function FiatsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={FIAT_LIST_PATH} replace />} />
      <Route path="view" element={<FiatListPage />} />
      <Route path="view/:id" element={<FiatDetailsPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to fiat currencies', to: FIAT_LIST_PATH }} />} />
    </Routes>
  );
}
