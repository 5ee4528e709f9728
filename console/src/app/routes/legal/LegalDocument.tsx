// Shared frame of the static legal pages: a title, sections of text, and the way back.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { runtime } from '../../../config/runtime';

export interface LegalDocumentProps {
  title: string;
  children: ReactNode;
}

export function LegalDocument({ title, children }: LegalDocumentProps) {
  return (
    <Box component="article">
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {runtime.brandName}
      </Typography>
      <Box sx={{ '& h2': { fontSize: '1.05rem', fontWeight: 600, mt: 2, mb: 0.5 }, '& p': { mt: 0, mb: 1.5 } }}>
        {children}
      </Box>
      <Link component={RouterLink} to="/" variant="body2">
        Back to sign in
      </Link>
    </Box>
  );
}
