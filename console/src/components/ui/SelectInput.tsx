// A labelled choice from a short list of values, each shown with its label (MUI's select TextField).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectInputProps<V extends string> {
  label: string;
  name: string;
  value: V | '';
  /** The values and their labels, in the order offered. */
  options: Readonly<Record<V, string>>;
  onChange: (value: V) => void;
  /** An error message: the field shows as invalid with it. */
  error?: string;
  helperText?: string;
  /** A first choice that stands for no value (e.g. "All statuses"), with the value ''. */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

export function SelectInput<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  error,
  helperText,
  emptyLabel,
  size,
  disabled,
  autoFocus,
  sx,
}: SelectInputProps<V>) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size={size}
      disabled={disabled}
      autoFocus={autoFocus}
      sx={sx}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {(Object.keys(options) as V[]).map((option) => (
        <MenuItem key={option} value={option}>
          {options[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
