// Routes under `/blckvalue` (a lazy chunk; the section needs blckValue.view): `/blckvalue` goes to the current value
// and the entries at `/blckvalue/view`, one entry is at `/blckvalue/view/:id`; adding and editing are dialogs
// (blckValue.manage).
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { BLCK_VALUE_LIST_PATH } from './paths';

const BlckValuePage = lazy(() => import('./BlckValuePage'));
const BlckValueDetailsPage = lazy(() => import('./BlckValueDetailsPage'));

export default function BlckValueRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={BLCK_VALUE_LIST_PATH} replace />} />
      <Route path="view" element={<BlckValuePage />} />
      <Route path="view/:id" element={<BlckValueDetailsPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to token value', to: BLCK_VALUE_LIST_PATH }} />} />
    </Routes>
  );
}
