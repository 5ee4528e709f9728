// Pick an administrator by typing part of their email or name (admin search); the value is their id.
import { useState } from 'react';
import type { Admin } from '@blck/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../../lib/debounce';
import { useAdmin } from '../api/get-admin';
import { useListAdmins } from '../api/list-admins';
import { useSearchAdmins } from '../api/search-admins';

const SEARCH_DELAY_MS = 250;
const SUGGESTIONS = 10;

export interface AdminPickerProps {
  label: string;
  /** The chosen admin's id, or '' for none. */
  value: string;
  onChange: (id: string) => void;
}

const optionLabel = (admin: Admin) => {
  const name = `${admin.firstName} ${admin.lastName}`.trim();
  return name ? `${name} (${admin.email})` : admin.email;
};

export function AdminPicker({ label, value, onChange }: AdminPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const page = { page: 0, perPage: SUGGESTIONS, sort: 'email', order: 'asc' } as const;
  const selected = useAdmin(value, value !== '');
  const firstPage = useListAdmins(page, search === '');
  const matches = useSearchAdmins({ ...page, search }, search !== '');
  const result = search === '' ? firstPage : matches;
  const options = result.data?.admins ?? [];
  const chosen = selected.data ?? null;

  return (
    <Autocomplete<Admin>
      value={chosen}
      options={chosen && !options.some((admin) => admin.id === chosen.id) ? [chosen, ...options] : options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      filterOptions={(all) => all}
      loading={result.isFetching}
      onChange={(_, admin) => onChange(admin?.id ?? '')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      noOptionsText={search ? 'No administrator matches.' : 'No administrators.'}
      size="small"
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
