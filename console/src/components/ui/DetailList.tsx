// A record's fields as a description list: labels in a column beside their values (stacked on narrow screens).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailListProps {
  children: ReactNode;
  /** Width of the label column on wider screens. */
  labelWidth?: number;
  /** Tighter spacing, for dialogs and receipts. */
  dense?: boolean;
}

export function DetailList({ children, labelWidth = 180, dense = false }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` },
        columnGap: dense ? 2 : 3,
        rowGap: { xs: 0.5, sm: dense ? 1.25 : 1.5 },
        '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, wordBreak: 'break-word' },
      }}
    >
      {children}
    </Box>
  );
}

export interface DetailProps {
  label: string;
  children: ReactNode;
}

/** One field of a DetailList: its label (`dt`) and value (`dd`). */
export function Detail({ label, children }: DetailProps) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}

/** Long identifiers (ids, wallet addresses) in a monospace font that breaks anywhere. */
export const MONOSPACE = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  wordBreak: 'break-all',
} as const;

export interface MonoProps {
  children: ReactNode;
  /** Smaller, for table cells. */
  small?: boolean;
  /** On its own line. */
  block?: boolean;
  testId?: string;
}

/** A long identifier (id, wallet address) in MONOSPACE. */
export function Mono({ children, small = false, block = false, testId }: MonoProps) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ ...MONOSPACE, fontSize: small ? '0.8rem' : undefined, display: block ? 'block' : undefined }}
    >
      {children}
    </Box>
  );
}
