// Route `/approvals/policies`: which actions wait for a second administrator and above which amounts; with
// admins.manage each policy can be edited (the change itself waits for approval). Says so when four eyes is off on
// this server (FOUR_EYES=off: every call applies at once).
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ApprovalPolicy } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { SectionCard } from '../../../components/ui/SectionCard';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useApprovalPolicies } from '../../../features/approvals/api/list-approval-policies';
import { PoliciesTable } from '../../../features/approvals/components/PoliciesTable';
import { POLICY_CHANGE_NOTE, PolicyDialog } from '../../../features/approvals/components/PolicyDialog';
import { usePermission } from '../use-permission';
import { APPROVALS_PATH } from './paths';

export default function PoliciesPage() {
  useDocumentTitle('Approval policies');
  const location = useLocation();
  const canManage = usePermission('admins.manage');
  const policies = useApprovalPolicies();
  const [editing, setEditing] = useState<ApprovalPolicy | null>(null);
  const data = policies.data;

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, APPROVALS_PATH)} label="Back to approvals" />
      <PageHeading
        title="Approval policies"
        description="A change an active policy covers waits for a second administrator: it is proposed, and applied only once another administrator with the permission shown approves it."
      />
      {data ? (
        <>
          {!data.fourEyes && (
            <Alert severity="warning" data-testid="four-eyes-off">
              Four eyes is off on this server: every change applies at once, whatever these policies say.
            </Alert>
          )}
          <SectionCard
            title="Policies"
            description={`A proposal waits ${data.ttlHours} hours for a decision, then expires without effect. ${canManage ? POLICY_CHANGE_NOTE : ''}`}
          >
            <PoliciesTable policies={data.data} onEdit={canManage ? setEditing : undefined} />
          </SectionCard>
        </>
      ) : (
        <QueryFallback
          error={policies.error}
          onRetry={() => void policies.refetch()}
          loadingLabel="Loading the policies…"
        />
      )}
      <PolicyDialog policy={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
