// The held permissions the console has no box for (DESIGN §7 names set through the API, e.g. `wallets.manage`): listed
// so that the grid never hides what an admin holds; each grants only what its area's view grants.
import { isGrantable } from '@blck/contract';
import Typography from '@mui/material/Typography';

export function PermissionsWithoutBox({ permissions }: { permissions: readonly string[] }) {
  const extra = permissions.filter((permission) => !isGrantable(permission));
  if (extra.length === 0) return null;
  const described = extra.map((permission) => {
    const view = permission.replace(/\.manage$/, '.view');
    return view === permission
      ? `${permission} (no separate box: grants nothing on its own)`
      : `${permission} (no separate box: grants what ${view} grants)`;
  });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="permissions-without-box">
      Also holds: {described.join('; ')}
    </Typography>
  );
}
