// Route `/admins/view`: the administrators, newest first unless the URL says otherwise, with page, rows, sort, order,
// the status filter and search kept in the URL query, and the CSV export of exactly that view.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AdminListQuerySchema, type AdminListQuery } from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, searchTextOf, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useListAdmins } from '../../../features/admins/api/list-admins';
import { useSearchAdmins } from '../../../features/admins/api/search-admins';
import { useExportAdmins } from '../../../features/admins/api/export-admins';
import { AdminFilters } from '../../../features/admins/components/AdminFilters';
import { AdminRowMenu } from '../../../features/admins/components/AdminActions';
import { AdminSearchField } from '../../../features/admins/components/AdminSearchField';
import { AdminsTable } from '../../../features/admins/components/AdminsTable';
import { InviteAdminDialog } from '../../../features/admins/components/InviteAdminDialog';
import { adminDetailsPath } from './paths';
import { useViewer } from './use-viewer';

// The console filters by onboarding status only; the API's isActive / isConfirmed stay for other callers.
const LIST_KEYS = ['page', 'perPage', 'sort', 'order', 'status'] as const;

export default function AdminListPage() {
  useDocumentTitle('Administrators');
  const location = useLocation();
  const viewer = useViewer();
  const [inviting, setInviting] = useState(false);
  const { query, params, update } = useUrlQuery<AdminListQuery>(AdminListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('admins'),
    sort: 'createdAt',
    order: 'desc',
  });
  const search = searchTextOf(params);

  const list = useListAdmins(query, search === '');
  const found = useSearchAdmins({ ...query, search }, search !== '');
  const result = search === '' ? list : found;
  const exportCsv = useExportAdmins();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  const filtered = query.status !== undefined;
  const emptyText = search
    ? `No administrators${filtered ? ' under these filters' : ''} match “${search}”.`
    : filtered
      ? 'No administrators match these filters.'
      : 'There are no administrators yet.';

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Administrators</Typography>
        {viewer?.canManage && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite administrator
          </Button>
        )}
      </Stack>
      <AdminSearchField value={search} onSearch={searchHandler(update)} />
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <AdminsTable
        admins={result.data?.admins}
        total={result.data?.total ?? 0}
        query={query}
        loading={result.isFetching}
        emptyText={emptyText}
        filters={<AdminFilters value={query} onChange={(changes) => update({ ...changes, page: null })} />}
        onExport={() => exportCsv.mutate({ ...exportQuery, ...(search ? { search } : {}) })}
        exporting={exportCsv.isPending}
        detailsPath={(admin) => adminDetailsPath(admin.id)}
        detailsState={backStateOf(location)}
        renderActions={viewer?.canManage ? (admin) => <AdminRowMenu admin={admin} viewer={viewer} /> : undefined}
        {...pagingHandlers(update)}
      />
      <InviteAdminDialog open={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
