// A row of actions on one record. An action that does not apply is disabled, with the reason as its tooltip (and in
// the accessible name of the focusable span around it, since a disabled button gets no focus or events).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export interface ActionButton {
  key: string;
  label: string;
  /** What a click does; or `to`, a page the action opens (rendered as a link). */
  onClick?: () => void;
  to?: string;
  /** Router state the link carries, e.g. where "Back" returns to. */
  state?: unknown;
  /** Why the action is not available (the tooltip); undefined when it is. */
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

export function ActionButtons({ actions, label = 'Actions', size = 'medium', columns }: ActionButtonsProps) {
  if (actions.length === 0) return null;
  const layout = columns
    ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, max-content)`, justifyContent: 'end' }
    : { flexWrap: 'wrap' };
  return (
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
              aria-label={`${action.ariaLabel ?? action.label}: ${action.disabledReason}`}
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
  );
}
