// The app bar's way to the approvals: a button with the number of proposals waiting for the signed-in admin (the
// badge; nothing when none), moving live with the `approvals` queries.
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ApprovalIcon from '@mui/icons-material/Approval';

/** "Approvals: 2 waiting for you", or "Approvals: nothing waiting for you". */
export const waitingLabel = (count: number): string =>
  count === 0 ? 'nothing waiting for you' : `${count} waiting for you`;

export interface ApprovalsBadgeButtonProps {
  /** Pending proposals the admin may decide; undefined while loading. */
  count: number | undefined;
  /** The approvals page. */
  to: string;
}

export function ApprovalsBadgeButton({ count, to }: ApprovalsBadgeButtonProps) {
  const label = `Approvals: ${waitingLabel(count ?? 0)}`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to={to} aria-label={label} data-testid="approvals-badge">
        <Badge badgeContent={count} color="error" max={99} data-testid="approvals-badge-count">
          <ApprovalIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
