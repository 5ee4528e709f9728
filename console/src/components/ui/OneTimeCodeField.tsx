// A 6-digit code input: numeric keyboard, one-time-code autofill, and only digits kept from typing or pasting.
import type { ChangeEvent } from 'react';
import { EMAIL_CODE_LENGTH } from '@blck/contract';
import { TextInput } from './TextInput';

export interface OneTimeCodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

export function OneTimeCodeField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  autoFocus,
}: OneTimeCodeFieldProps) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH);
    onChange(event);
  };

  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      onChange={keepDigits}
      error={error}
      helperText={helperText ?? `The ${EMAIL_CODE_LENGTH}-digit code.`}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      htmlInput={{
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: EMAIL_CODE_LENGTH,
        spellCheck: false,
        style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
