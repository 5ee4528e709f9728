// A message with the one action that resolves it beside it, e.g. a failed load with "Retry".
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface ActionAlertProps {
  severity: 'error' | 'warning' | 'info';
  actionLabel: string;
  onAction: () => void;
  children: ReactNode;
}

export function ActionAlert({ severity, actionLabel, onAction, children }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
