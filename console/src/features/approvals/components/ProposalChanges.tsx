// What a proposal changes, before → after, one row per field, as the server summarised it when the proposal was made
// (the same rows as the confirmation the maker saw: balances, a value, permissions, a state). A side without a value
// reads "—".
import type { ProposalChange } from '@blck/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface ProposalChangesProps {
  changes: readonly ProposalChange[];
  /** The table's accessible name. */
  label?: string;
}

export function ProposalChanges({ changes, label = 'Before and after' }: ProposalChangesProps) {
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No before → after summary was recorded.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label} data-testid="proposal-changes">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell align="right">Before</TableCell>
          <TableCell align="right">After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change, index) => (
          <TableRow key={`${change.label}-${index}`}>
            <TableCell component="th" scope="row">
              {change.label}
            </TableCell>
            <TableCell align="right" data-testid="change-before" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {change.before ?? '—'}
            </TableCell>
            <TableCell
              align="right"
              data-testid="change-after"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {change.after ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
