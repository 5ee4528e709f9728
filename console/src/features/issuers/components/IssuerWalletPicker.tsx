// Pick a money destination by its owner: type part of an issuer's name, company, email or wallet, searched on the
// server among issuers whose KYC is done (only those may receive funds); the value is the issuer's wallet and name.
import { useState } from 'react';
import type { Issuer } from '@blck/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WalletFieldProps } from '../../../components/ui/wallet-field';
import { useDebouncedValue } from '../../../lib/debounce';
import { useListIssuers } from '../api/list-issuers';
import { useSearchIssuers } from '../api/search-issuers';
import { issuerDisplayName } from './issuer-labels';

const SEARCH_DELAY_MS = 250;
const SUGGESTIONS = 10;

/** "Helios Solar Cooperative (ops@helios.example)": how a confirmation names a wallet's owner. */
export const issuerOwnerLabel = (issuer: Issuer): string => `${issuerDisplayName(issuer)} (${issuer.email})`;

export function IssuerWalletPicker({ value, onChange, name, error, helperText, autoFocus }: WalletFieldProps) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Issuer | null>(null);
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const page = { page: 0, perPage: SUGGESTIONS, sort: 'companyName', order: 'asc', kycStatus: 'completed' } as const;
  const firstPage = useListIssuers(page, search === '');
  const matches = useSearchIssuers({ ...page, search }, search !== '');
  const result = search === '' ? firstPage : matches;
  const options = (result.data?.issuers ?? []).filter((issuer) => issuer.wallet);
  const current = chosen && chosen.wallet === value.wallet ? chosen : null;

  return (
    <Autocomplete<Issuer>
      value={current}
      options={current && !options.some((issuer) => issuer.id === current.id) ? [current, ...options] : options}
      getOptionLabel={issuerDisplayName}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      filterOptions={(all) => all}
      loading={result.isFetching}
      autoHighlight
      onChange={(_, issuer) => {
        setChosen(issuer);
        onChange(
          issuer?.wallet ? { wallet: issuer.wallet, owner: issuerOwnerLabel(issuer) } : { wallet: '', owner: null },
        );
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      noOptionsText={search ? 'No verified issuer matches.' : 'No verified issuers.'}
      renderOption={({ key, ...props }, issuer) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {issuerDisplayName(issuer)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {issuer.email} · <span style={{ fontFamily: 'ui-monospace, monospace' }}>{issuer.wallet}</span>
            </Typography>
          </Box>
        </Box>
      )}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label="Issuer"
          name={name}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? (current ? `Wallet ${current.wallet}` : helperText)}
          placeholder="Name, company, email or wallet"
        />
      )}
    />
  );
}
