// The search box of the administrators list: email or name, reported once typing pauses.
import { SearchField } from '../../../components/ui/SearchField';

export interface AdminSearchFieldProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (search: string) => void;
}

export function AdminSearchField({ value, onSearch }: AdminSearchFieldProps) {
  return <SearchField value={value} onSearch={onSearch} placeholder="Email or name" />;
}
