// The custom validators table: the node's name once paired, the state, when and by whom it was generated and when it
// paired; a fixed page size (SPEC §9: 30 per page) with the total, loading and empty states, and the row's actions.
import type { ReactNode } from 'react';
import { AUTHENTICATOR_LIST_PER_PAGE, type CustomValidator, type CustomValidatorListQuery } from '@blck/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { PagedTable, type PagedListProps } from '../../../components/ui/PagedTable';
import { CustomValidatorStatusChip } from './CustomValidatorStatusChip';
import { formatDateTime } from '../../../lib/dates';

export interface CustomValidatorsTableProps extends PagedListProps {
  validators: readonly CustomValidator[] | undefined;
  query: CustomValidatorListQuery;
  renderActions?: (validator: CustomValidator) => ReactNode;
}

const DateTime = ({ value }: { value: string }) => <time dateTime={value}>{formatDateTime(value)}</time>;

export function CustomValidatorsTable({ validators, query, renderActions, ...list }: CustomValidatorsTableProps) {
  return (
    <PagedTable
      {...list}
      label="Custom validators"
      rows={validators}
      query={query}
      rowsPerPageOptions={[AUTHENTICATOR_LIST_PER_PAGE]}
      columnCount={renderActions ? 5 : 4}
      head={
        <>
          <TableCell>Node name</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Created</TableCell>
          <TableCell>Paired at</TableCell>
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {validators?.map((validator) => (
        <TableRow key={validator.id} hover data-custom-validator-id={validator.id}>
          <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }} data-testid="custom-validator-node">
            {validator.nodeName ?? (
              <Typography component="span" variant="body2" color="text.secondary">
                Not paired yet
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <CustomValidatorStatusChip status={validator.status} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <DateTime value={validator.createdAt} />
            {validator.createdByEmail && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                by {validator.createdByEmail}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="custom-validator-paired-at">
            {validator.pairedAt ? <DateTime value={validator.pairedAt} /> : '—'}
          </TableCell>
          {renderActions && <TableCell align="right">{renderActions(validator)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
