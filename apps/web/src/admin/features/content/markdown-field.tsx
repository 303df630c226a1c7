import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Markdown } from '@/features/content/components/markdown';

/** A markdown textarea with a preview drawn by the player's own safe renderer (/docs, /blog). */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const tab = (m: 'write' | 'preview') => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      data-testid={`${id}-${m}`}
      onClick={() => setMode(m)}
      className={cn(
        'cursor-pointer rounded px-2.5 py-1 text-xs font-semibold',
        mode === m ? 'bg-ink-600 text-white' : 'text-fog hover:text-white',
      )}
    >
      {t(`content.${m}`)}
    </button>
  );
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="flex-1 text-xs font-semibold text-fog">
          {label}
        </label>
        <div role="tablist" className="flex gap-1">
          {tab('write')}
          {tab('preview')}
        </div>
      </div>
      {mode === 'write' ? (
        <textarea
          id={id}
          data-testid={id}
          value={value}
          required
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-64 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 p-3 font-mono text-sm text-white focus:border-accent focus:outline-none"
        />
      ) : (
        <div
          data-testid={`${id}-rendered`}
          className="min-h-64 max-h-[60dvh] overflow-y-auto rounded-[var(--radius-control)] border-2 border-ink-700 bg-ink-900 p-4 text-sm"
        >
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="text-fog">{t('content.nothingToPreview')}</p>
          )}
        </div>
      )}
    </div>
  );
}
