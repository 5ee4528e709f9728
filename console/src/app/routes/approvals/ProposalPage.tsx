// Route `/approvals/:id`: one proposal — what it does, before → after (the rows its maker confirmed), maker, reason,
// expiry and decision — with Approve / Reject for an admin who may decide it and Withdraw for its maker. Live: a
// decision elsewhere reaches it through the `approvals` queries (app/realtime.ts). The record it changes keeps the
// proposal, the decision and the effect in its own history.
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { SectionCard } from '../../../components/ui/SectionCard';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProposal } from '../../../features/approvals/api/get-proposal';
import { ProposalChanges } from '../../../features/approvals/components/ProposalChanges';
import { ProposalDecisions } from '../../../features/approvals/components/ProposalDecisions';
import { ProposalDetails } from '../../../features/approvals/components/ProposalDetails';
import { ProposalStatusChip } from '../../../features/approvals/components/ProposalStatusChip';
import { approvalActionLabel } from '../../../features/approvals/components/proposal-labels';
import { recordPath } from '../record-links';
import { APPROVALS_PATH } from './paths';

export default function ProposalPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const proposal = useProposal(id);
  const data = proposal.data;
  useDocumentTitle(data ? `${approvalActionLabel(data.action)} · Approvals` : 'Proposal');
  const record = data?.target ? recordPath(data.target.resource, data.target.id) : null;

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, APPROVALS_PATH)} label="Back to approvals" />
      <PageHeading
        title={data ? approvalActionLabel(data.action) : 'Proposal'}
        badge={data && <ProposalStatusChip status={data.status} />}
        actions={data && <ProposalDecisions proposal={data} />}
      />
      {data ? (
        <>
          {data.status === 'pending' && !data.canDecide && !data.canWithdraw && (
            <Alert severity="info">This proposal waits for an administrator who holds {data.permission}.</Alert>
          )}
          {data.status === 'pending' && data.canWithdraw && (
            <Alert severity="info">
              You made this proposal: a second administrator holding {data.permission} decides on it. Nothing has
              changed yet.
            </Alert>
          )}
          <SectionCard title="Before and after" description={data.summary}>
            <ProposalChanges changes={data.changes} />
          </SectionCard>
          <SectionCard
            title="Proposal"
            actions={
              record && (
                <Link component={RouterLink} to={record}>
                  Open the record and its history
                </Link>
              )
            }
          >
            <ProposalDetails proposal={data} />
          </SectionCard>
        </>
      ) : (
        <QueryFallback
          error={proposal.error}
          onRetry={() => void proposal.refetch()}
          loadingLabel="Loading the proposal…"
        />
      )}
    </Stack>
  );
}
