// Routes under `/admins` (a lazy chunk): `/admins` goes to the list at `/admins/view`, one admin is at
// `/admins/view/:id`.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound } from '../errors/SectionNotFound';
import { ADMIN_LIST_PATH } from './paths';

const AdminListPage = lazy(() => import('./AdminListPage'));
const AdminDetailsPage = lazy(() => import('./AdminDetailsPage'));

export default function AdminsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={ADMIN_LIST_PATH} replace />} />
      <Route path="view" element={<AdminListPage />} />
      <Route path="view/:id" element={<AdminDetailsPage />} />
      <Route path="*" element={<SectionNotFound back={{ label: 'Go to administrators', to: ADMIN_LIST_PATH }} />} />
    </Routes>
  );
}
