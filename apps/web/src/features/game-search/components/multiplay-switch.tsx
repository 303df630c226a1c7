import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';

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
      <Switch
        isOn={isOn}
        onToggle={onToggle}
        labelledBy="multiplay-switch-label"
        testId="multiplay-toggle"
      />
    </div>
  );
}
