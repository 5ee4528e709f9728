// Route `/approvals`: proposals held back by four eyes (issue 17). Tabs pick the view — waiting for me (the default),
// mine, decided, all — and the toolbar filters by action and status; view, filters, page, rows, sort and order are
// kept in the URL query. The list and the tab's count move live: every proposal change reaches the `approvals` queries
// through app/realtime.ts and lib/invalidation (no invalidation here).
import { Link as RouterLink, useLocation } from 'react-router';
import {
  PROPOSAL_STATUSES,
  ProposalListQuerySchema,
  type ApprovalAction,
  type ProposalListQuery,
  type ProposalStatus,
} from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PolicyIcon from '@mui/icons-material/Policy';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { SelectFilter } from '../../../components/ui/SelectFilter';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useListProposals } from '../../../features/approvals/api/list-proposals';
import { ProposalsTable } from '../../../features/approvals/components/ProposalsTable';
import {
  APPROVAL_ACTION_LABELS,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_VIEW_LABELS,
  emptyProposalsText,
  type ProposalView,
} from '../../../features/approvals/components/proposal-labels';
import { APPROVAL_POLICIES_PATH, proposalPath } from './paths';

const QUERY_KEYS = ['view', 'action', 'status', 'page', 'perPage', 'sort', 'order'] as const;
const VIEWS = Object.keys(PROPOSAL_VIEW_LABELS) as ProposalView[];
const STATUS_OPTIONS = Object.fromEntries(
  PROPOSAL_STATUSES.map((status) => [status, PROPOSAL_STATUS_LABELS[status]]),
) as Record<ProposalStatus, string>;

export default function ApprovalsPage() {
  useDocumentTitle('Approvals');
  const location = useLocation();
  const { query, update } = useUrlQuery<ProposalListQuery>(ProposalListQuerySchema, QUERY_KEYS, {
    perPage: useRememberedPerPage('proposals'),
    order: 'desc',
  });
  const proposals = useListProposals(query);
  const filtered = query.action !== undefined || query.status !== undefined;
  const waiting = proposals.data?.waitingForMe;

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Approvals"
        description="Changes of money and privilege that wait for a second administrator: decide on others' proposals, follow your own."
        actions={
          <Button component={RouterLink} to={APPROVAL_POLICIES_PATH} variant="outlined" startIcon={<PolicyIcon />}>
            Policies
          </Button>
        }
      />
      <Tabs
        value={query.view}
        onChange={(_, view: ProposalView) => update({ view: view === 'waiting' ? null : view, page: null })}
        aria-label="Which proposals"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {VIEWS.map((view) => (
          <Tab
            key={view}
            value={view}
            id={`proposals-tab-${view}`}
            aria-controls="proposals-panel"
            label={
              view === 'waiting' && waiting !== undefined
                ? `${PROPOSAL_VIEW_LABELS[view]} (${waiting})`
                : PROPOSAL_VIEW_LABELS[view]
            }
          />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id="proposals-panel" aria-labelledby={`proposals-tab-${query.view}`}>
        {proposals.error && !proposals.data && <ErrorAlert error={proposals.error} />}
        <ProposalsTable
          proposals={proposals.data?.data}
          total={proposals.data?.total ?? 0}
          query={query}
          loading={proposals.isFetching}
          emptyText={emptyProposalsText(query.view, filtered)}
          detailsPath={(proposal) => proposalPath(proposal.id)}
          detailsState={backStateOf(location)}
          filters={
            <>
              <SelectFilter<ApprovalAction>
                label="Action"
                name="action"
                allLabel="All actions"
                value={query.action}
                options={APPROVAL_ACTION_LABELS}
                onChange={(action) => update({ action, page: null })}
                width={280}
              />
              <SelectFilter<ProposalStatus>
                label="Status"
                name="status"
                allLabel="All statuses"
                value={query.status}
                options={STATUS_OPTIONS}
                onChange={(status) => update({ status, page: null })}
              />
            </>
          }
          {...pagingHandlers(update)}
        />
      </Stack>
    </Stack>
  );
}
