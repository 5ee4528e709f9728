// What a public page shows when the link that opened it is malformed.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormHeader } from '../../../components/ui/FormHeader';

export interface InvalidLinkNoticeProps {
  title: string;
  message: string;
  action: { label: string; to: string };
}

export function InvalidLinkNotice({ title, message, action }: InvalidLinkNoticeProps) {
  return (
    <Box>
      <FormHeader title={title} />
      <Alert severity="error" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={action.to} variant="contained" fullWidth>
        {action.label}
      </Button>
    </Box>
  );
}
