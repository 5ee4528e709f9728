// The custom validators list: the node's name once paired, the state, when and by whom it was generated and when it
// paired; a fixed page size (SPEC §9: 30 per page) with the total, and the row's actions.
import type { ReactNode } from 'react';
import { AUTHENTICATOR_LIST_PER_PAGE, type CustomValidator, type CustomValidatorListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Timestamp } from '../../../components/ui/Timestamp';
import { DataList, type DataListProps, type ListColumn, type PagedListProps } from '../../../components/ui/DataList';
import { CustomValidatorStatusChip } from './CustomValidatorStatusChip';

export interface CustomValidatorsTableProps
  extends PagedListProps, Pick<DataListProps<CustomValidator>, 'onExport' | 'exporting'> {
  validators: readonly CustomValidator[] | undefined;
  query: CustomValidatorListQuery;
  renderActions?: (validator: CustomValidator) => ReactNode;
}

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
    timestamp: 'dateTime',
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
    renderCell: ({ row, tabIndex }) => (
      <span data-testid="custom-validator-paired-at">
        {row.pairedAt ? <Timestamp value={row.pairedAt} tabIndex={tabIndex} /> : '—'}
      </span>
    ),
  },
];

export function CustomValidatorsTable({ validators, query, renderActions, ...list }: CustomValidatorsTableProps) {
  return (
    <DataList
      {...list}
      listId="custom-validators"
      label="Custom authenticators"
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
