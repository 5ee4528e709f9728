// Opens a section's page only for an admin holding its permission; anyone else is told why instead.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { hasPermission, type Permission } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCurrentAdmin } from '../../features/auth/api/get-current-admin';
import { CurrentAdminState } from './CurrentAdminState';

export interface SectionGateProps {
  permission: Permission | null;
  children: ReactNode;
}

export default function SectionGate({ permission, children }: SectionGateProps) {
  const currentAdmin = useCurrentAdmin();
  if (permission === null) return children;
  if (!currentAdmin.data) {
    return <CurrentAdminState error={currentAdmin.error} onRetry={() => void currentAdmin.refetch()} />;
  }
  if (!hasPermission(currentAdmin.data.permissions, permission)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/dashboard" color="inherit" size="small">
            Go to the dashboard
          </Button>
        }
      >
        Your account does not have access to this section (it needs the {permission} permission). Ask an administrator
        who manages admins to grant it.
      </Alert>
    );
  }
  return children;
}
