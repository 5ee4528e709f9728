// Signed-in layout route (a lazy chunk): the shell with the admin, the sections they may open, sign-out, and the
// realtime connection, open only while this frame is mounted.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppShell } from '../../components/layout/AppShell';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { runtime } from '../../config/runtime';
import { removeAuthToken } from '../../lib/cookies';
import { useCurrentAdmin } from '../../features/auth/api/get-current-admin';
import { useSignOut } from '../../features/auth/api/sign-out';
import { ListPreferencesOwner } from '../../lib/list-preferences';
import { CommandPalette, usePaletteHotkeys } from '../command-palette/CommandPalette';
import { useRealtime } from '../realtime';
import { sectionIcon } from '../section-icons';
import { visibleSections } from '../section-access';
import { VisibleSectionsContext, type SectionSummary } from '../visible-sections';
import { displayName } from '../../lib/people';
import { setAwaitingApprovalAnnouncer } from '../../lib/awaiting-approval';
import { useCountProposals } from '../../features/approvals/api/count-proposals';
import { ApprovalsBadgeButton, waitingLabel } from '../../features/approvals/components/ApprovalsBadgeButton';
import { showAwaitingApprovalNotice } from '../../features/approvals/components/awaiting-approval-notice';
import { APPROVALS_PATH, proposalPath } from './approvals/paths';

export default function ProtectedFrame() {
  const { data: admin } = useCurrentAdmin();
  const signOut = useSignOut();
  const realtime = useRealtime();
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  usePaletteHotkeys(openSearch);
  // The badge: proposals waiting for this admin, refreshed with every proposal change (app/realtime → 'approvals').
  const waiting = useCountProposals(admin !== undefined).data;
  const navigate = useNavigate();

  // A call held back for approval (202) is announced with a link to its proposal (lib/mutation → lib/awaiting-approval).
  useEffect(
    () =>
      setAwaitingApprovalAnnouncer((outcome) =>
        showAwaitingApprovalNotice(outcome, {
          path: proposalPath(outcome.proposal.id),
          open: (path) => void navigate(path),
        }),
      ),
    [navigate],
  );

  const leave = () => {
    realtime.disconnect();
    removeAuthToken();
    window.location.replace('/');
  };

  const sections: SectionSummary[] = visibleSections(admin?.permissions).map((section) => ({
    label: section.label,
    path: section.path,
    description: section.description,
    icon: sectionIcon(section.path),
    ...(section.path === APPROVALS_PATH && waiting ? { badge: waiting, badgeLabel: waitingLabel(waiting) } : {}),
  }));
  const user = admin ? { name: displayName(admin), email: admin.email } : null;

  return (
    <AppShell
      brandName={runtime.brandName}
      navItems={sections}
      user={user}
      onSignOut={() => {
        // This window's own socket would hear its sign-out as "signed out in another window".
        realtime.disconnect();
        signOut.mutate(undefined, { onSettled: leave });
      }}
      signingOut={signOut.isPending || signOut.isSuccess}
      environmentLabel={runtime.appEnv === 'test' ? 'Test environment' : undefined}
      onSearch={openSearch}
      actions={<ApprovalsBadgeButton count={waiting} to={APPROVALS_PATH} />}
    >
      <CommandPalette open={searching} onClose={() => setSearching(false)} pages={sections} />
      <VisibleSectionsContext value={sections}>
        <ListPreferencesOwner value={admin?.id ?? 'anonymous'}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ListPreferencesOwner>
      </VisibleSectionsContext>
    </AppShell>
  );
}
