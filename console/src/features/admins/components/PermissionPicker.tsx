// Permissions chosen from a preset (Viewer, Operator, Treasury, Administrator: contract PERMISSION_PRESETS), then
// edited box by box in the matrix; the preset stays marked only while the boxes are exactly its permissions. Held
// names without a box (set through the API) are kept across presets and listed under the grid.
import { useId } from 'react';
import { PERMISSION_PRESETS, PERMISSION_PRESET_KEYS, isGrantable, presetOf, type Permission } from '@blck/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { PermissionMatrix, normalizePermissions } from './PermissionMatrix';
import { PermissionsWithoutBox } from './PermissionsWithoutBox';

export interface PermissionPickerProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  disabled?: boolean;
}

const describe = (value: readonly Permission[]): string => {
  const preset = presetOf(value);
  if (preset) return PERMISSION_PRESETS[preset].description;
  return value.length === 0
    ? 'No permissions: only the dashboard and their own account.'
    : 'Custom: chosen box by box.';
};

export function PermissionPicker({ value, onChange, disabled = false }: PermissionPickerProps) {
  const labelId = useId();
  const helpId = useId();
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>Start from a preset</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          aria-describedby={helpId}
          name="permission-preset"
          value={presetOf(value) ?? ''}
          onChange={(_, key) => {
            const preset = PERMISSION_PRESETS[key as keyof typeof PERMISSION_PRESETS];
            if (preset)
              onChange(normalizePermissions([...preset.permissions, ...value.filter((p) => !isGrantable(p))]));
          }}
        >
          {PERMISSION_PRESET_KEYS.map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={PERMISSION_PRESETS[key].label} />
          ))}
        </RadioGroup>
        <FormHelperText id={helpId} data-testid="permission-preset-description">
          {describe(value)}
        </FormHelperText>
      </FormControl>
      <PermissionMatrix value={value} onChange={onChange} disabled={disabled} />
      <PermissionsWithoutBox permissions={value} />
    </Stack>
  );
}
