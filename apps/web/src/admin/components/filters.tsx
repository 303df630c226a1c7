import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The console's native select look (filters and editor fields). */
export const selectClass =
  'h-11 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white';

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
    <Field id={id} label={label} className="min-w-64 flex-1">
      <Input
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </Field>
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
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-xs font-semibold text-fog">
        {label}
      </label>
      <select
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V | '')}
        className={cn(selectClass, 'w-full')}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
