// Route `/audit`: the audit trail with its filters in the URL query, the chain check and the CSV export.
import { AuditListQuerySchema, hasPermission, type AuditFilter, type AuditListQuery } from '@blck/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { AdminPicker } from '../../../features/admins/components/AdminPicker';
import { useCurrentAdmin } from '../../../features/auth/api/get-current-admin';
import { useExportAudit } from '../../../features/audit/api/export-audit';
import { useListAudit } from '../../../features/audit/api/list-audit';
import { useVerifyAudit } from '../../../features/audit/api/verify-audit';
import { AuditFilters, type AdminFilterField } from '../../../features/audit/components/AuditFilters';
import { AuditTable } from '../../../features/audit/components/AuditTable';
import { adminDetailsPath } from '../admins/paths';
import { recordPath } from '../record-links';
import { VerifyChainResult } from '../../../features/audit/components/VerifyChainResult';

const QUERY_KEYS = ['page', 'perPage', 'order', 'actorId', 'action', 'resource', 'resourceId', 'from', 'to'] as const;

const filterOf = ({ page: _page, perPage: _perPage, order: _order, ...filter }: AuditListQuery): AuditFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as AuditFilter;

/** With admins.view, the admin filter searches admins by name or email; without it, it takes an admin id. */
const adminPicker: AdminFilterField = ({ value, onChange }) => (
  <AdminPicker label="Admin" value={value} onChange={onChange} />
);

export default function AuditPage() {
  useDocumentTitle('Audit');
  const { data: me } = useCurrentAdmin();
  const { query, update } = useUrlQuery<AuditListQuery>(AuditListQuerySchema, QUERY_KEYS, {
    perPage: useRememberedPerPage('audit'),
  });
  const filter = filterOf(query);
  const events = useListAudit(query);
  const verify = useVerifyAudit();
  const exportCsv = useExportAudit();
  const filtered = Object.keys(filter).length > 0;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Audit</Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<VerifiedUserIcon />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
          >
            Verify chain
          </Button>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(filter)}
          >
            Export CSV
          </Button>
        </Stack>
      </Stack>
      {verify.data && <VerifyChainResult result={verify.data} onClose={() => verify.reset()} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AuditFilters
          key={JSON.stringify(filter)}
          value={filter}
          adminField={me && hasPermission(me.permissions, 'admins.view') ? adminPicker : undefined}
          onApply={(next) =>
            update({
              actorId: next.actorId,
              action: next.action,
              resource: next.resource,
              resourceId: next.resourceId,
              from: next.from,
              to: next.to,
              page: null,
            })
          }
        />
      </Paper>
      {events.error && !events.data && <ErrorAlert error={events.error} />}
      <AuditTable
        events={events.data?.events}
        recordPath={recordPath}
        adminPath={me && hasPermission(me.permissions, 'admins.view') ? adminDetailsPath : undefined}
        total={events.data?.total ?? 0}
        query={query}
        loading={events.isFetching}
        emptyText={filtered ? 'No audit events match these filters.' : 'The audit trail is empty.'}
        onOrder={(order) => update({ order, page: null })}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
