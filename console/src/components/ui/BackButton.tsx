// The small "Back to …" link at the top of a record's page.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export interface BackButtonProps {
  to: string;
  label: string;
}

export function BackButton({ to, label }: BackButtonProps) {
  return (
    <div>
      <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} size="small">
        {label}
      </Button>
    </div>
  );
}
