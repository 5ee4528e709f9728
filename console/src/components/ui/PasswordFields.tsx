// "New password" and "Repeat new password" with the length rule of the contract shown as a hint.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@blck/contract';
import { TextInput } from './TextInput';
import type { FieldBinding } from '../../lib/form';

export const PASSWORDS_DO_NOT_MATCH = 'The two passwords do not match.';

export interface PasswordFieldsProps {
  newPassword: FieldBinding;
  repeatPassword: FieldBinding;
  autoFocus?: boolean;
}

export function PasswordFields({ newPassword, repeatPassword, autoFocus }: PasswordFieldsProps) {
  return (
    <>
      <TextInput
        {...newPassword}
        helperText={
          newPassword.helperText ??
          `Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters. A long phrase is easy to remember and hard to guess.`
        }
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <TextInput {...repeatPassword} label="Repeat new password" type="password" autoComplete="new-password" />
    </>
  );
}
