// Text for screen readers only (e.g. what a skeleton stands for): kept in the accessibility tree, not drawn.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
