// A path inside a signed-in section that does not exist: said inside the shell, with a way back.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';

export interface SectionNotFoundProps {
  back: { label: string; to: string };
}

export function SectionNotFound({ back }: SectionNotFoundProps) {
  useDocumentTitle('Page not found');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Page not found</Typography>
      <Typography color="text.secondary">There is nothing at this address. Check the link.</Typography>
      <Button component={RouterLink} to={back.to} variant="contained">
        {back.label}
      </Button>
    </Stack>
  );
}
