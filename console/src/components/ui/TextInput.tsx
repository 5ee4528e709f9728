// The outlined text field of every form: TextField's markup (label, input, helper text) without its select machinery.
import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps {
  label: string;
  name?: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  size?: 'small' | 'medium';
  /** Full width unless told otherwise, like the theme's TextField default. */
  fullWidth?: boolean;
  multiline?: boolean;
  minRows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the `<input>` element itself (inputMode, pattern, maxLength, readOnly…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  sx?: SxProps<Theme>;
}

export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size = 'medium',
  fullWidth = true,
  htmlInput,
  id: givenId,
  sx,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const labelId = `${id}-label`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;

  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperTextId} inputProps={htmlInput} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
