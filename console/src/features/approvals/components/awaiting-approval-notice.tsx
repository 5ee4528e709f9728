// The notice of a call held back for approval (four eyes): "Sent for approval: <what it does>" and a link to the
// proposal. It stays until followed or dismissed, like the registration notice: a 4-second toast with a link would
// leave before a keyboard user reached it.
import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { awaitingApprovalText, type AwaitingApproval } from '../../../lib/awaiting-approval';
import { notifyUntilDismissed } from '../../../lib/toast';

export interface AwaitingApprovalNoticeTarget {
  /** The proposal's page (the console's route for it). */
  path: string;
  /** Opens that page inside the app (the toast area lives outside the router). */
  open: (path: string) => void;
}

export const showAwaitingApprovalNotice = (outcome: AwaitingApproval, target: AwaitingApprovalNoticeTarget): void => {
  notifyUntilDismissed(`proposal-${outcome.proposal.id}`, (dismiss) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="awaiting-approval-notice">
      <Typography variant="body2" component="span">
        {awaitingApprovalText(outcome)} {outcome.message}{' '}
        <Link
          href={target.path}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            dismiss();
            target.open(target.path);
          }}
        >
          Open the proposal
        </Link>
      </Typography>
      <IconButton size="small" aria-label="Dismiss" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  ));
};
