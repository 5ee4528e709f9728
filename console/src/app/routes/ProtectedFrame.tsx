// Signed-in layout route: the shell with the admin, the sections they may open, and sign-out.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/layout/AppShell';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { runtime } from '../../config/runtime';
import { removeAuthToken } from '../../lib/cookies';
import { useCurrentAdmin } from '../../features/auth/api/get-current-admin';
import { useSignOut } from '../../features/auth/api/sign-out';
import { visibleSections } from '../sections';
import { VisibleSectionsContext } from '../visible-sections';

export function ProtectedFrame() {
  const { data: admin } = useCurrentAdmin();
  const signOut = useSignOut();

  const leave = () => {
    removeAuthToken();
    window.location.replace('/');
  };

  const sections = visibleSections(admin?.permissions);
  const user = admin
    ? { name: `${admin.firstName} ${admin.lastName}`.trim() || admin.email, email: admin.email }
    : null;

  return (
    <AppShell
      brandName={runtime.brandName}
      navItems={sections}
      user={user}
      onSignOut={() => signOut.mutate(undefined, { onSettled: leave })}
      signingOut={signOut.isPending || signOut.isSuccess}
      environmentLabel={runtime.appEnv === 'test' ? 'Test environment' : undefined}
    >
      <VisibleSectionsContext value={sections}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </VisibleSectionsContext>
    </AppShell>
  );
}
