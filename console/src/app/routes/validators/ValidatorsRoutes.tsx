// Routes under `/validators` (a lazy chunk; the section needs validators.view): `/validators` goes to the page at
// `/validators/view`; any other path below shows the in-shell not-found page.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { VALIDATORS_PATH } from './paths';

const ValidatorsPage = lazy(() => import('./ValidatorsPage'));

export default function ValidatorsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={VALIDATORS_PATH} replace />} />
      <Route path="view" element={<ValidatorsPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to validators', to: VALIDATORS_PATH }} />} />
    </Routes>
  );
}
