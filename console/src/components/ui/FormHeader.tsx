// Title and short explanation at the top of a form card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FormHeaderProps {
  title: string;
  children?: ReactNode;
}

export function FormHeader({ title, children }: FormHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: children ? 1 : 0 }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      )}
    </Box>
  );
}
