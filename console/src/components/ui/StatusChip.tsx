// A record's state as a small chip: filled for the state that needs nothing more, outlined otherwise.
import Chip from '@mui/material/Chip';

export type StatusColor = 'default' | 'success' | 'warning' | 'info' | 'error' | 'primary';

export interface StatusChipProps {
  label: string;
  color: StatusColor;
  filled?: boolean;
  testId?: string;
}

export function StatusChip({ label, color, filled = false, testId }: StatusChipProps) {
  return (
    <Chip size="small" color={color} variant={filled ? 'filled' : 'outlined'} label={label} data-testid={testId} />
  );
}
