// The notice an admin manager gets when an invitee finished registration: who, and a link to confirm them.
import type { MouseEvent } from 'react';
import { adminRegisteredMessage, type AdminRegisteredNotice } from '@blck/contract';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { notifyUntilDismissed } from '../../../lib/toast';
import { displayName } from '../../../lib/people';

export interface RegistrationNoticeTarget {
  /** Where the admin's page is (the console's route for it). */
  path: string;
  /** Opens that page inside the app (the toast area lives outside the router). */
  open: (path: string) => void;
}

export const showRegistrationNotice = (notice: AdminRegisteredNotice, target: RegistrationNoticeTarget): void => {
  const name = displayName(notice);
  notifyUntilDismissed(`admin-registered-${notice.id}`, (dismiss) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="admin-registered-notice">
      <Typography variant="body2" component="span">
        {adminRegisteredMessage(name)}{' '}
        <Link
          href={target.path}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            dismiss();
            target.open(target.path);
          }}
        >
          Review {name}
        </Link>
      </Typography>
      <IconButton size="small" aria-label="Dismiss" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  ));
};
