// The custom validators list: the node's name once paired, the state, when and by whom it was generated and when it
// paired; a fixed page size (SPEC §9: 30 per page) with the total, and the row's actions.
import type { ReactNode } from 'react';
import { AUTHENTICATOR_LIST_PER_PAGE, type CustomValidator, type CustomValidatorListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataList, type DataListProps, type ListColumn, type PagedListProps } from '../../../components/ui/DataList';
import { CustomValidatorStatusChip } from './CustomValidatorStatusChip';
import { formatDateTime } from '../../../lib/dates';

export interface CustomValidatorsTableProps
  extends PagedListProps, Pick<DataListProps<CustomValidator>, 'onExport' | 'exporting'> {
  validators: readonly CustomValidator[] | undefined;
  query: CustomValidatorListQuery;
  renderActions?: (validator: CustomValidator) => ReactNode;
}

const DateTime = ({ value }: { value: string }) => <time dateTime={value}>{formatDateTime(value)}</time>;

const columns: ListColumn<CustomValidator>[] = [
  {
    field: 'nodeName',
    headerName: 'Node name',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Box component="span" data-testid="custom-validator-node" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {row.nodeName ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            Not paired yet
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    renderCell: ({ row }) => <CustomValidatorStatusChip status={row.status} />,
  },
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 180,
    renderCell: ({ row }) => <DateTime value={row.createdAt} />,
  },
  {
    field: 'createdByEmail',
    headerName: 'Created by',
    flex: 1,
    minWidth: 160,
    valueFormatter: (v: string | null) => v ?? '—',
  },
  {
    field: 'pairedAt',
    headerName: 'Paired at',
    width: 180,
    renderCell: ({ row }) => (
      <span data-testid="custom-validator-paired-at">{row.pairedAt ? <DateTime value={row.pairedAt} /> : '—'}</span>
    ),
  },
];

export function CustomValidatorsTable({ validators, query, renderActions, ...list }: CustomValidatorsTableProps) {
  return (
    <DataList
      {...list}
      listId="custom-validators"
      label="Custom validators"
      rows={validators}
      getRowId={(validator) => validator.id}
      columns={columns}
      query={query}
      rowsPerPageOptions={[AUTHENTICATOR_LIST_PER_PAGE]}
      renderActions={renderActions}
      actionsWidth={120}
    />
  );
}
