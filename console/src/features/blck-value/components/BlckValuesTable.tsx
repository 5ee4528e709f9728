// The token value entries, newest first: value (its reference currency in the header), when it was added and by whom, its last correction; the newest marked
// "Current"; the value opens the entry's page, the manager edits it.
import { Link as RouterLink } from 'react-router';
import type { BlckValue, BlckValueListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type RecordRowProps,
} from '../../../components/ui/DataList';
import { StatusChip } from '../../../components/ui/StatusChip';
import { groupDigits } from '../../../lib/amounts';
import { wasCorrected } from './blck-value-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface BlckValuesTableProps
  extends
    PagedListProps,
    RecordRowProps<BlckValue>,
    Pick<DataListProps<BlckValue>, 'filters' | 'onExport' | 'exporting'> {
  entries: readonly BlckValue[] | undefined;
  query: BlckValueListQuery;
  /** The id of the newest entry, marked "Current". */
  currentId: string | undefined;
  /** The reference currency of the values, named in the value column's header; undefined while it loads. */
  currency: string | undefined;
}

export function BlckValuesTable({
  entries,
  query,
  currentId,
  currency,
  detailsPath,
  detailsState,
  renderActions,
  ...list
}: BlckValuesTableProps) {
  const columns: ListColumn<BlckValue>[] = [
    {
      field: 'value',
      headerName: currency ? `Value of 1 $BLCK (${currency})` : 'Value of 1 $BLCK',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={detailsPath(row)}
            state={detailsState}
            data-testid="blck-value"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            noWrap
          >
            {groupDigits(row.value)}
          </Link>
          {row.id === currentId && <StatusChip label="Current" color="success" filled testId="current-chip" />}
        </Stack>
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Added',
      width: 180,
      timestamp: 'dateTime',
    },
    {
      field: 'createdByEmail',
      headerName: 'Added by',
      flex: 1,
      minWidth: 160,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'updatedAt',
      headerName: 'Corrected',
      width: 180,
      renderCell: ({ row, tabIndex }) =>
        wasCorrected(row) ? <Timestamp value={row.updatedAt} tabIndex={tabIndex} /> : '—',
    },
  ];
  return (
    <DataList
      {...list}
      listId="blck-values"
      label="Token values"
      rows={entries}
      getRowId={(entry) => entry.id}
      columns={columns}
      query={query}
      renderActions={renderActions}
      actionsWidth={110}
    />
  );
}
