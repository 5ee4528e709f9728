// A page form's submit button on its own line, at the start (not stretched).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  children: ReactNode;
  size?: 'medium' | 'large';
  loading?: boolean;
}

export function SubmitButton({ children, size = 'medium', loading }: SubmitButtonProps) {
  return (
    <Box>
      <Button type="submit" variant="contained" size={size} loading={loading}>
        {children}
      </Button>
    </Box>
  );
}
