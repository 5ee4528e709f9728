// The token value entries, newest first: value, when it was added and by whom, its last correction; server-side pages,
// loading and empty states; the newest marked "Current"; the value opens the entry's page, the manager edits it.
import { Link as RouterLink } from 'react-router';
import type { BlckValue, BlckValueListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import { PagedTable, type PagedListProps, type RecordRowProps } from '../../../components/ui/PagedTable';
import { StatusChip } from '../../../components/ui/StatusChip';
import { groupDigits } from '../../../lib/amounts';
import { wasCorrected } from './blck-value-labels';
import { formatDateTime } from '../../../lib/dates';

export interface BlckValuesTableProps extends PagedListProps, RecordRowProps<BlckValue> {
  entries: readonly BlckValue[] | undefined;
  query: BlckValueListQuery;
  /** The id of the newest entry, marked "Current". */
  currentId: string | undefined;
}

export function BlckValuesTable({
  entries,
  query,
  currentId,
  detailsPath,
  detailsState,
  renderActions,
  ...list
}: BlckValuesTableProps) {
  return (
    <PagedTable
      {...list}
      label="Token values"
      rows={entries}
      query={query}
      columnCount={renderActions ? 5 : 4}
      head={
        <>
          <TableCell>Value of 1 $BLCK</TableCell>
          <TableCell>Added</TableCell>
          <TableCell>Added by</TableCell>
          <TableCell>Corrected</TableCell>
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {entries?.map((entry) => (
        <TableRow key={entry.id} hover data-blck-value-id={entry.id}>
          <TableCell>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={detailsPath(entry)}
                state={detailsState}
                data-testid="blck-value"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {groupDigits(entry.value)}
              </Link>
              {entry.id === currentId && <StatusChip label="Current" color="success" filled testId="current-chip" />}
            </Stack>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </TableCell>
          <TableCell sx={{ overflowWrap: 'break-word' }}>{entry.createdByEmail ?? '—'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {wasCorrected(entry) ? <time dateTime={entry.updatedAt}>{formatDateTime(entry.updatedAt)}</time> : '—'}
          </TableCell>
          {renderActions && <TableCell align="right">{renderActions(entry)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
