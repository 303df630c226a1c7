import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Read-only text (an address, a link) with a copy button; "Copied" shows for 3 s (spec document
 * 1 section 9). The labels come from the caller's strings.
 */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
  copiedLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the text stays selectable.
    }
  };
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-xs font-semibold text-fog">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={id}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 font-mono text-xs text-white outline-none focus:border-ink-500"
        />
        <button
          type="button"
          onClick={() => void copy()}
          data-testid={`${id}-copy`}
          aria-label={isCopied ? copiedLabel : copyLabel}
          title={isCopied ? copiedLabel : copyLabel}
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] bg-ink-600 text-white transition-colors hover:bg-ink-500"
        >
          {isCopied ? (
            <Check aria-hidden="true" className="size-4 text-emerald-400" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </div>
  );
}
