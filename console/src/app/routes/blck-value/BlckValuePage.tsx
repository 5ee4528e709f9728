// Route `/blckvalue/view`: the current value of $BLCK at the top, then every entry newest first (page, rows and the
// creation days kept in the URL query) and the CSV export of that view; with blckValue.manage, "Add value" and Edit.
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  BLCK_VALUE_FILTER_KEYS,
  BlckValueListQuerySchema,
  type BlckValue,
  type BlckValueListQuery,
} from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { SectionCard } from '../../../components/ui/SectionCard';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useExportBlckValues } from '../../../features/blck-value/api/export-blck-values';
import { useListBlckValues } from '../../../features/blck-value/api/list-blck-values';
import { BlckValueDialog, type BlckValueDialogTask } from '../../../features/blck-value/components/BlckValueDialog';
import { BlckValueFilters } from '../../../features/blck-value/components/BlckValueFilters';
import { BlckValuesTable } from '../../../features/blck-value/components/BlckValuesTable';
import { CurrentBlckValue } from '../../../features/blck-value/components/CurrentBlckValue';
import { blckValueText } from '../../../features/blck-value/components/blck-value-labels';
import { usePermission } from '../use-permission';
import { blckValueDetailsPath } from './paths';
import { formatDateTime } from '../../../lib/dates';

const LIST_KEYS = ['page', 'perPage', ...BLCK_VALUE_FILTER_KEYS] as const;

export default function BlckValuePage() {
  useDocumentTitle('Token value');
  const location = useLocation();
  const canManage = usePermission('blckValue.manage');
  const [task, setTask] = useState<BlckValueDialogTask>(null);
  const { query, update } = useUrlQuery<BlckValueListQuery>(BlckValueListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('blck-values'),
  });
  const entries = useListBlckValues(query);
  const data = entries.data;
  const exportCsv = useExportBlckValues();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  const filtered = BLCK_VALUE_FILTER_KEYS.some((key) => query[key] !== undefined);

  const rowActions = (entry: BlckValue) => (
    <ActionButtons
      size="small"
      label={`Actions for ${blckValueText(entry.value, entry.currency)}`}
      actions={[
        {
          key: 'edit',
          label: 'Edit',
          onClick: () => setTask({ kind: 'edit', entry }),
          ariaLabel: `Edit the entry added ${formatDateTime(entry.createdAt)}`,
        },
      ]}
    />
  );

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Token value"
        description="The value of one $BLCK over time. The newest entry is the current value."
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTask({ kind: 'add' })}>
              Add value
            </Button>
          )
        }
      />
      {entries.error && !data && <ErrorAlert error={entries.error} />}
      {!(entries.error && !data) && <CurrentBlckValue current={data?.current} />}
      <SectionCard title="Entries" description="Newest first.">
        <BlckValuesTable
          entries={data?.blckValues}
          total={data?.total ?? 0}
          query={query}
          currentId={data?.current?.id}
          currency={data?.currency}
          loading={entries.isFetching}
          emptyText={filtered ? 'No token value was added on these days.' : 'No token value has been added yet.'}
          filters={<BlckValueFilters value={query} onChange={(changes) => update({ ...changes, page: null })} />}
          onExport={() => exportCsv.mutate(exportQuery)}
          exporting={exportCsv.isPending}
          detailsPath={(entry) => blckValueDetailsPath(entry.id)}
          detailsState={backStateOf(location)}
          renderActions={canManage ? rowActions : undefined}
          {...pagingHandlers(update)}
        />
      </SectionCard>
      <BlckValueDialog task={task} onClose={() => setTask(null)} />
    </Stack>
  );
}
