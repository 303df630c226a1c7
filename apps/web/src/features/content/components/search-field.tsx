import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';

export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  testId: string;
}) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        className="ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={label}
          className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded text-fog hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
