// Public layout route: the public frame around the lazily loaded public page.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '../../components/layout/PublicLayout';
import { PageSpinner } from '../../components/ui/PageSpinner';

export function PublicFrame() {
  return (
    <PublicLayout>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
