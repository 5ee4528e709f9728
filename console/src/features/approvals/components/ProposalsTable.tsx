// The proposals list: when it was made (sortable, like its expiry and decision), what it does (the link to it), who
// made it, its status and until when it waits.
import { Link as RouterLink } from 'react-router';
import type { Proposal, ProposalListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { ProposalStatusChip } from './ProposalStatusChip';
import { approvalActionLabel, personName } from './proposal-labels';

export type ProposalSortField = NonNullable<ProposalListQuery['sort']>;

export interface ProposalsTableProps
  extends PagedListProps, Omit<RecordRowProps<Proposal>, 'renderActions'>, Pick<DataListProps<Proposal>, 'filters'> {
  proposals: readonly Proposal[] | undefined;
  query: Pick<ProposalListQuery, 'page' | 'perPage' | 'sort' | 'order'>;
  onSort: (sort: ProposalSortField, order: SortDirection) => void;
}

export function ProposalsTable({ proposals, query, detailsPath, detailsState, onSort, ...list }: ProposalsTableProps) {
  const columns: ListColumn<Proposal>[] = [
    { field: 'createdAt', headerName: 'Made', sortable: true, width: 170, timestamp: 'dateTime' },
    {
      field: 'summary',
      headerName: 'What it does',
      flex: 2,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={detailsPath(row)}
          state={detailsState}
          title={row.summary}
          aria-label={`Open proposal: ${row.summary}`}
          noWrap
        >
          {row.summary}
        </Link>
      ),
    },
    {
      field: 'action',
      headerName: 'Action',
      flex: 1,
      minWidth: 180,
      hideBelow: 1300,
      valueFormatter: (value: string) => approvalActionLabel(value),
    },
    {
      field: 'maker',
      headerName: 'Made by',
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => personName(row.maker),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 170,
      renderCell: ({ row }) => <ProposalStatusChip status={row.status} />,
    },
    { field: 'expiresAt', headerName: 'Expires', sortable: true, width: 170, timestamp: 'dateTime', hideBelow: 1100 },
  ];
  return (
    <DataList
      {...list}
      listId="proposals"
      label="Proposals"
      rows={proposals}
      getRowId={(proposal) => proposal.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as ProposalSortField, order)}
    />
  );
}
