// A list filter that picks one value or all of them, e.g. "Status: All statuses / Active / Cancelled".
import { SelectInput } from './SelectInput';

export interface SelectFilterProps<V extends string> {
  label: string;
  name: string;
  /** The value in effect; undefined for all. */
  value: V | undefined;
  options: Readonly<Record<V, string>>;
  /** The choice that removes the filter, e.g. "All statuses". */
  allLabel: string;
  onChange: (value: V | undefined) => void;
  width?: number;
}

export function SelectFilter<V extends string>({
  value,
  allLabel,
  onChange,
  width = 200,
  ...rest
}: SelectFilterProps<V>) {
  return (
    <SelectInput<V>
      {...rest}
      value={value ?? ''}
      emptyLabel={allLabel}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      size="small"
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
}

export type StatusFilterProps<V extends string> = Pick<SelectFilterProps<V>, 'value' | 'options' | 'onChange'>;

/** "Status: All statuses / …", the state filter of a list. */
export function StatusFilter<V extends string>(props: StatusFilterProps<V>) {
  return <SelectFilter<V> {...props} label="Status" name="status" allLabel="All statuses" />;
}
