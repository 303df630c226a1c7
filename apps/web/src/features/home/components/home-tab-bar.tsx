import { Sparkles, Spade } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { HOME_TABS, type HomeTab } from '../home-tabs';

const ICONS = { slots: Sparkles, casino: Spade } as const;

export function HomeTabBar({ tab, onChange }: { tab: HomeTab; onChange: (tab: HomeTab) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('home.tabsLabel')}
      className="inline-flex gap-1 rounded-full bg-ink-800 p-1 ring-1 ring-ink-700"
    >
      {HOME_TABS.map((key) => {
        const Icon = ICONS[key];
        const isActive = key === tab;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            id={`home-tab-${key}`}
            aria-selected={isActive}
            aria-controls={`home-panel-${key}`}
            data-testid={`home-tab-${key}`}
            onClick={() => onChange(key)}
            className={cn(
              'flex h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors',
              isActive ? 'bg-accent text-white shadow' : 'text-fog hover:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`home.tabs.${key}`)}
          </button>
        );
      })}
    </div>
  );
}
