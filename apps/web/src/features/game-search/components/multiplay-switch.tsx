import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Turns the results into a multiplay picker (spec document 2 section 4). */
export function MultiplaySwitch({ isOn, onToggle }: { isOn: boolean; onToggle: () => void }) {
  const { t } = useTranslation('multiplay');
  return (
    <div className="mb-3 flex items-center justify-between gap-3 rounded-[var(--radius-control)] bg-ink-900/60 px-3 py-2 ring-1 ring-ink-700">
      <div className="flex min-w-0 items-center gap-2.5">
        <LayoutGrid aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <div className="min-w-0">
          <p id="multiplay-switch-label" className="text-sm font-bold text-white">
            {t('search.toggle')}
          </p>
          <p className="text-xs text-fog">{t('search.toggleHint')}</p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="multiplay-switch-label"
        data-testid="multiplay-toggle"
        onClick={onToggle}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none',
          isOn ? 'bg-accent' : 'bg-ink-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            isOn
              ? 'translate-x-[22px] rtl:-translate-x-[22px]'
              : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
