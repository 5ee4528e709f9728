// The command palette: `/` (outside a text field) or Ctrl/⌘-K opens a dialog with one search box; the admin's pages
// match by name on the spot, investors, issuers, wallets and admins come from the server's search (only the kinds
// this admin may read), each option saying its kind (MUI's grouped listbox fails axe's list rules). Arrows choose, Enter opens, Escape closes and gives focus back to where it was.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchKind } from '@blck/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_MIN_LENGTH, useGlobalSearch } from '../../features/search/api/global-search';
import { useDebouncedValue } from '../../lib/debounce';
import { adminDetailsPath } from '../routes/admins/paths';
import { investorDetailsPath } from '../routes/investors/paths';
import { issuerDetailsPath } from '../routes/issuers/paths';
import { recordPath } from '../routes/record-links';

export interface PaletteOption {
  kind: SearchKind | 'page';
  id: string;
  title: string;
  detail: string;
  path: string;
}

const KIND_LABELS: Record<PaletteOption['kind'], string> = {
  page: 'Page',
  investor: 'Investor',
  issuer: 'Issuer',
  wallet: 'Issuer wallet',
  admin: 'Administrator',
};

const pathOf: Record<SearchKind, (id: string) => string> = {
  investor: investorDetailsPath,
  issuer: issuerDetailsPath,
  admin: adminDetailsPath,
  wallet: (id) => recordPath('wallet', id) ?? '/wallets/view',
};

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Opens the palette on `/` (when not typing) and Ctrl/⌘-K (anywhere). */
export function usePaletteHotkeys(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  pages: readonly { label: string; path: string; description: string }[];
}

export function CommandPalette({ open, onClose, pages }: CommandPaletteProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Search' } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      {open && <PaletteSearch pages={pages} onDone={onClose} />}
    </Dialog>
  );
}

function PaletteSearch({ pages, onDone }: { pages: CommandPaletteProps['pages']; onDone: () => void }) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = input.trim();
  const q = useDebouncedValue(text, 200);
  const search = useGlobalSearch(q);

  const options = useMemo<PaletteOption[]>(() => {
    const needle = text.toLowerCase();
    const pageOptions = pages
      .filter((page) => !needle || page.label.toLowerCase().includes(needle))
      .map((page) => ({
        kind: 'page' as const,
        id: page.path,
        title: page.label,
        detail: page.description,
        path: page.path,
      }));
    const records =
      text.length >= SEARCH_MIN_LENGTH && search.data
        ? search.data.results.map((result) => ({ ...result, path: pathOf[result.kind](result.id) }))
        : [];
    return [...records, ...pageOptions];
  }, [pages, text, search.data]);

  const waiting = text.length >= SEARCH_MIN_LENGTH && (q !== text || search.isFetching);

  return (
    <Box sx={{ p: 2 }}>
      <Autocomplete<PaletteOption>
        open
        disablePortal
        autoHighlight
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, value) => option.kind === value.kind && option.id === value.id}
        inputValue={input}
        onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
        onClose={(_, reason) => {
          if (reason === 'escape') onDone();
        }}
        onChange={(_, option) => {
          if (!option) return;
          onDone();
          void navigate(option.path);
        }}
        loading={waiting}
        loadingText="Searching…"
        noOptionsText={text.length < SEARCH_MIN_LENGTH ? 'Type a name, an email, a wallet or an id.' : 'Nothing found.'}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {option.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {KIND_LABELS[option.kind]} · {option.detail}
            </Typography>
          </Box>
        )}
        slotProps={{ listbox: { sx: { maxHeight: '60vh' } }, paper: { elevation: 0 } }}
        renderInput={(params) => (
          <TextField {...params} autoFocus label="Search" placeholder="Investors, issuers, wallets, admins, pages" />
        )}
      />
    </Box>
  );
}
