import { SelectField, TextField } from './form-fields';

/** A table's free-text search box (the server filters). */
export function SearchFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      className="min-w-64 flex-1"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
    />
  );
}

/** A labelled select over a fixed list of options; `''` is the "all" option when given. */
export function SelectFilter<V extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: V | '';
  options: { value: V; label: string }[];
  allLabel?: string;
  onChange: (value: V | '') => void;
  className?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
