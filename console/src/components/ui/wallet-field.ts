// How a money form asks for a destination wallet when the page can offer a picker (issuers chosen by name, email or
// wallet): the page passes a field, the form keeps the address and the owner's name for its confirmation.
import type { ComponentType } from 'react';

export interface WalletChoice {
  /** The wallet address ('' when none is chosen). */
  wallet: string;
  /** Who owns it, e.g. "Helios Solar Cooperative (ops@helios.example)"; null when not known. */
  owner: string | null;
}

export interface WalletFieldProps {
  value: WalletChoice;
  onChange: (choice: WalletChoice) => void;
  name: string;
  error?: string;
  helperText: string;
  autoFocus?: boolean;
}

/** A wallet field the page renders into a form (a picker needs a domain the form's own feature may not import). */
export type WalletField = ComponentType<WalletFieldProps>;
