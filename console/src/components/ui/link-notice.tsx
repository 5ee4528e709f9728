// A notice that stays until followed or dismissed: a sentence, a link into the app and a Dismiss button (a 4-second
// toast with a link would leave before a keyboard user reached it). The registration and approval notices use it.
import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { notifyUntilDismissed } from '../../lib/toast';

export interface NoticeTarget {
  /** The page the link opens (the console's route for it). */
  path: string;
  /** Opens that page inside the app (the toast area lives outside the router). */
  open: (path: string) => void;
}

export const showLinkNotice = (notice: {
  id: string;
  testId: string;
  text: ReactNode;
  linkLabel: ReactNode;
  target: NoticeTarget;
}): void => {
  const { target } = notice;
  notifyUntilDismissed(notice.id, (dismiss) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={notice.testId}>
      <Typography variant="body2" component="span">
        {notice.text}{' '}
        <Link
          href={target.path}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            dismiss();
            target.open(target.path);
          }}
        >
          {notice.linkLabel}
        </Link>
      </Typography>
      <IconButton size="small" aria-label="Dismiss" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  ));
};
