// The search box of a list: it reports the trimmed text once typing pauses, and follows the search in the URL; and
// the row of a list's filters that it leads.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { TextInput } from './TextInput';

const SEARCH_DELAY_MS = 300;
const SEARCH_MAX_LENGTH = 100;

export interface SearchFieldProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  /** What can be searched, e.g. "Email or name". */
  placeholder: string;
  label?: string;
  width?: number;
}

export function SearchField({ value, onSearch, placeholder, label = 'Search', width = 320 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const timerRef = useRef<number | undefined>(undefined);

  // A new search in the URL (back button, a link) shows in the box.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, SEARCH_DELAY_MS);
  };

  return (
    <TextInput
      label={label}
      name="search"
      type="search"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={placeholder}
      size="small"
      fullWidth={false}
      autoComplete="off"
      htmlInput={{ maxLength: SEARCH_MAX_LENGTH }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
}

export interface ListFiltersProps {
  search: SearchFieldProps;
  /** More filters beside the search, e.g. a status choice. */
  children?: ReactNode;
}

/** The row above a list: its search, then any other filter. */
export function ListFilters({ search, children }: ListFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SearchField {...search} />
      {children}
    </Stack>
  );
}
