// The permission grid: one row per area, View and Manage columns; Manage implies View (DESIGN §7). Only the boxes that
// guard something exist (contract PERMISSION_LEVELS): an area without one of them shows a dash there. A held name
// without a box (e.g. `wallets.manage`, set through the API) is kept; unticking its area's View drops it too.
import {
  ALL_PERMISSIONS,
  PERMISSION_AREAS,
  permissionOf,
  type Permission,
  type PermissionArea,
  type PermissionLevel,
} from '@blck/contract';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PERMISSION_AREA_LABELS } from './permission-labels';

/** The permissions in contract order, with `area.view` added wherever a `area.manage` box is ticked. */
export const normalizePermissions = (held: readonly string[]): Permission[] => {
  const set = new Set(held);
  for (const area of PERMISSION_AREAS) {
    const view = permissionOf(area, 'view');
    const manage = permissionOf(area, 'manage');
    if (view && manage && set.has(manage)) set.add(view);
  }
  return ALL_PERMISSIONS.filter((permission) => set.has(permission));
};

export interface PermissionMatrixProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  disabled?: boolean;
}

export function PermissionMatrix({ value, onChange, disabled = false }: PermissionMatrixProps) {
  const held = new Set<string>(value);

  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set<string>(held);
    if (checked) next.add(permission);
    else {
      next.delete(permission);
      // A manage without a box grants only its area's view: unticking that view takes it away too.
      const [area, level] = permission.split('.') as [PermissionArea, PermissionLevel];
      if (level === 'view' && !permissionOf(area, 'manage')) next.delete(`${area}.manage`);
    }
    onChange(normalizePermissions([...next]));
  };

  const box = (area: PermissionArea, level: PermissionLevel) => {
    const permission = permissionOf(area, level);
    if (!permission) {
      return (
        <TableCell align="center" padding="checkbox" sx={{ color: 'text.disabled' }} aria-hidden>
          —
        </TableCell>
      );
    }
    const label = PERMISSION_AREA_LABELS[area];
    const manageHeld = level === 'view' && held.has(`${area}.manage`);
    const impliedByManage = manageHeld && permissionOf(area, 'manage') !== null;
    return (
      <TableCell align="center" padding="checkbox">
        <Checkbox
          checked={held.has(permission) || manageHeld}
          disabled={disabled || impliedByManage}
          onChange={(event) => toggle(permission, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${label}: ${level}` } }}
        />
      </TableCell>
    );
  };

  return (
    <Table size="small" aria-label="Permissions">
      <TableHead>
        <TableRow>
          <TableCell>Area</TableCell>
          <TableCell align="center">View</TableCell>
          <TableCell align="center">Manage</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {PERMISSION_AREAS.map((area) => (
          <TableRow key={area} hover>
            <TableCell component="th" scope="row">
              {PERMISSION_AREA_LABELS[area]}
            </TableCell>
            {box(area, 'view')}
            {box(area, 'manage')}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
