// The permission grid: one row per area, View and Manage columns; Manage implies View (DESIGN §7).
import { ALL_PERMISSIONS, PERMISSION_AREAS, type Permission, type PermissionArea } from '@blck/contract';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PERMISSION_AREA_LABELS } from './permission-labels';

/** The permissions in contract order, with `area.view` added wherever `area.manage` is held. */
export const normalizePermissions = (held: readonly string[]): Permission[] => {
  const set = new Set(held);
  for (const area of PERMISSION_AREAS) if (set.has(`${area}.manage`)) set.add(`${area}.view`);
  return ALL_PERMISSIONS.filter((permission) => set.has(permission));
};

export interface PermissionMatrixProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  disabled?: boolean;
}

export function PermissionMatrix({ value, onChange, disabled = false }: PermissionMatrixProps) {
  const held = new Set<string>(value);

  const toggle = (area: PermissionArea, level: 'view' | 'manage', checked: boolean) => {
    const next = new Set<string>(held);
    if (level === 'manage') {
      if (checked) next.add(`${area}.manage`).add(`${area}.view`);
      else next.delete(`${area}.manage`);
    } else if (checked) next.add(`${area}.view`);
    else next.delete(`${area}.view`);
    onChange(normalizePermissions([...next]));
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
        {PERMISSION_AREAS.map((area) => {
          const label = PERMISSION_AREA_LABELS[area];
          const manage = held.has(`${area}.manage`);
          return (
            <TableRow key={area} hover>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={manage || held.has(`${area}.view`)}
                  disabled={disabled || manage}
                  onChange={(event) => toggle(area, 'view', event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${label}: view` } }}
                />
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={manage}
                  disabled={disabled}
                  onChange={(event) => toggle(area, 'manage', event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${label}: manage` } }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
