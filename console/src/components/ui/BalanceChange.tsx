// What a money action does to balances: one row per balance with its amount before and after, in $BLCK.
import { fromBaseUnits, toBaseUnits } from '@blck/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BlckAmount } from './BlckAmount';

export interface BalanceRow {
  label: string;
  /** Decimal strings in whole $BLCK. */
  before: string;
  after: string;
}

/** An amount moving from one balance to another (e.g. available → locked): both rows, before and after. */
export const transferRows = (
  from: { label: string; before: string },
  to: { label: string; before: string },
  amount: string,
): BalanceRow[] => [
  { label: from.label, before: from.before, after: fromBaseUnits(toBaseUnits(from.before) - toBaseUnits(amount)) },
  { label: to.label, before: to.before, after: fromBaseUnits(toBaseUnits(to.before) + toBaseUnits(amount)) },
];

export interface BalanceChangeProps {
  rows: readonly BalanceRow[];
  /** The table's accessible name. */
  label?: string;
}

export function BalanceChange({ rows, label = 'Balances before and after' }: BalanceChangeProps) {
  return (
    <Table size="small" aria-label={label} data-testid="balance-change">
      <TableHead>
        <TableRow>
          <TableCell>Balance</TableCell>
          <TableCell align="right">Before</TableCell>
          <TableCell align="right">After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right" data-testid="balance-before">
              <BlckAmount value={row.before} />
            </TableCell>
            <TableCell align="right" data-testid="balance-after">
              <BlckAmount value={row.after} strong />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
