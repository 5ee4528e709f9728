// The rows a server-side table shows before its first page arrives (skeletons) and when a page has no rows.
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface TableStateRowsProps {
  /** The rows of the page, undefined while the first page loads. */
  rows: readonly unknown[] | undefined;
  columnCount: number;
  emptyText: string;
  /** How many skeleton rows stand in for the page. */
  skeletonRows?: number;
}

export function TableStateRows({ rows, columnCount, emptyText, skeletonRows = 5 }: TableStateRowsProps) {
  if (!rows) {
    return Array.from({ length: skeletonRows }, (_, index) => (
      <TableRow key={index}>
        <TableCell colSpan={columnCount}>
          <Skeleton variant="text" aria-hidden />
        </TableCell>
      </TableRow>
    ));
  }
  if (rows.length > 0) return null;
  return (
    <TableRow>
      <TableCell colSpan={columnCount}>
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
          {emptyText}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
