// A form on a page (not in a dialog): named for assistive technology, its fields stacked, validated by the console.
import type { FormEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export interface PageFormProps {
  /** The form's accessible name, e.g. "Deposit". */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  maxWidth?: number;
  spacing?: number;
  formRef?: Ref<HTMLFormElement>;
}

export function PageForm({ label, onSubmit, children, maxWidth, spacing = 2.5, formRef }: PageFormProps) {
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={label} sx={{ maxWidth }}>
      <Stack spacing={spacing}>{children}</Stack>
    </Box>
  );
}
