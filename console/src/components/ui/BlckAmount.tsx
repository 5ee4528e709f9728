// A $BLCK amount as people read it: grouped digits and the unit, never wrapped, digits of equal width.
import { formatBlck } from '@blck/contract';
import Box from '@mui/material/Box';

export interface BlckAmountProps {
  /** A decimal string in whole $BLCK, as the API carries it. */
  value: string;
  strong?: boolean;
}

export function BlckAmount({ value, strong = false }: BlckAmountProps) {
  return (
    <Box
      component="span"
      data-amount={value}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : undefined }}
    >
      {formatBlck(value)}
    </Box>
  );
}
