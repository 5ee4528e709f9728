// Route guards by the authtoken cookie alone (SPEC §6): public screens send signed-in admins on, protected ones count down.
import { Navigate, Outlet } from 'react-router';
import { RedirectCountdown } from '../components/ui/RedirectCountdown';
import { hasAuthToken } from '../lib/cookies';

export function PublicOnly() {
  return hasAuthToken() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

export function RequireAuth() {
  return hasAuthToken() ? <Outlet /> : <RedirectCountdown to="/" />;
}
