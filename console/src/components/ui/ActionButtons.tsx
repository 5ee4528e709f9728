// A row of actions on one record. An action that does not apply is disabled, and why is written under the buttons
// (actions with the same reason share one line), in its tooltip, and in the accessible name of the focusable span
// around it (a disabled button gets no focus or events): nothing known to fail is offered, and nobody has to hover to
// learn why.
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface ActionButton {
  key: string;
  label: string;
  /** What a click does; or `to`, a page the action opens (rendered as a link). */
  onClick?: () => void;
  to?: string;
  /** Router state the link carries, e.g. where "Back" returns to. */
  state?: unknown;
  /** Why the action is not available (written under the buttons and in the tooltip); undefined when it is. */
  disabledReason?: string;
  /** The accessible name when the visible label needs its context, e.g. "Details of Ada Lovelace". */
  ariaLabel?: string;
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'error';
  icon?: ReactNode;
  loading?: boolean;
}

export interface ActionButtonsProps {
  actions: readonly ActionButton[];
  /** The group's accessible name. */
  label?: string;
  size?: 'small' | 'medium';
  /** Lay the buttons out in this many columns (e.g. 2 × 2 in a table cell) rather than one wrapping row. */
  columns?: number;
}

/** The disabled actions grouped by their reason, in order: "Withdraw: Locked until 2027-01-01.". */
const reasonLines = (actions: readonly ActionButton[]) => {
  const lines = new Map<string, string[]>();
  for (const action of actions) {
    if (action.disabledReason === undefined) continue;
    lines.set(action.disabledReason, [...(lines.get(action.disabledReason) ?? []), action.label]);
  }
  return [...lines].map(([reason, labels]) => ({ reason, labels }));
};

export function ActionButtons({ actions, label = 'Actions', size = 'medium', columns }: ActionButtonsProps) {
  const id = useId();
  if (actions.length === 0) return null;
  const layout = columns
    ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, max-content)`, justifyContent: 'end' }
    : { flexWrap: 'wrap' };
  const reasons = reasonLines(actions);
  const reasonId = (reason: string) => `${id}-reason-${reasons.findIndex((line) => line.reason === reason)}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: columns ? 'flex-end' : 'stretch' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={layout} aria-label={label} role="group">
        {actions.map((action) => {
          const blocked = action.disabledReason !== undefined;
          const common = {
            variant: action.variant ?? 'outlined',
            color: action.color ?? 'primary',
            size,
            startIcon: action.icon,
            sx: { whiteSpace: 'nowrap' },
          } as const;
          const button =
            action.to && !blocked ? (
              <Button
                {...common}
                component={RouterLink}
                to={action.to}
                state={action.state}
                aria-label={action.ariaLabel}
              >
                {action.label}
              </Button>
            ) : (
              <Button
                {...common}
                onClick={action.onClick}
                disabled={blocked}
                loading={action.loading}
                aria-label={action.ariaLabel}
              >
                {action.label}
              </Button>
            );
          return blocked ? (
            <Tooltip key={action.key} title={action.disabledReason}>
              <Box
                component="span"
                tabIndex={0}
                data-disabled-action={action.key}
                aria-label={`${action.ariaLabel ?? action.label}: ${action.disabledReason}`}
                aria-describedby={reasonId(action.disabledReason!)}
              >
                {button}
              </Box>
            </Tooltip>
          ) : (
            <Box component="span" key={action.key}>
              {button}
            </Box>
          );
        })}
      </Stack>
      {reasons.map(({ reason, labels }) => (
        <Typography
          key={reason}
          id={reasonId(reason)}
          variant={size === 'small' ? 'caption' : 'body2'}
          color="text.secondary"
          data-testid="disabled-reason"
          sx={{ whiteSpace: 'normal', lineHeight: 1.35, textAlign: columns ? 'right' : 'left' }}
        >
          {labels.join(', ')}: {reason}
        </Typography>
      ))}
    </Box>
  );
}
