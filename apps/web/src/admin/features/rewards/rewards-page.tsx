import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { CodesTab } from './codes-tab';
import { GiftsTab } from './gifts-tab';
import { RatesTab } from './rates-tab';

const TABS = ['rates', 'gifts', 'codes'] as const;
type Tab = (typeof TABS)[number];

/** /admin/rewards: the rewards economy's rates, gifts to players, lootbox codes (ADR 045). */
export function RewardsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'rates';
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('nav.rewards')}</h1>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-ink-700">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-testid={`console-rewards-tab-${id}`}
            onClick={() => setParams({ tab: id }, { replace: true })}
            className={cn(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              tab === id
                ? 'border-accent text-white'
                : 'border-transparent text-fog hover:text-white',
            )}
          >
            {t(`rewards.tabs.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'rates' ? <RatesTab /> : tab === 'gifts' ? <GiftsTab /> : <CodesTab />}
    </div>
  );
}
