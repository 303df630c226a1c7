import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { ChallengesPanel } from './challenges-panel';
import { QuestsPanel } from './quests-panel';
import { RafflePanel } from './raffle-panel';

const TABS = ['quests', 'challenges', 'raffle'] as const;
type Tab = (typeof TABS)[number];

/** /admin/promotions: quests, challenges and the weekly raffle (issue 22; ADR 046). */
export function PromotionsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'quests';
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('nav.promotions')}</h1>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-ink-700">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-testid={`console-promotions-tab-${id}`}
            onClick={() => setParams({ tab: id }, { replace: true })}
            className={cn(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              tab === id
                ? 'border-accent text-white'
                : 'border-transparent text-fog hover:text-white',
            )}
          >
            {t(`promotions.tabs.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'quests' ? (
        <QuestsPanel />
      ) : tab === 'challenges' ? (
        <ChallengesPanel />
      ) : (
        <RafflePanel />
      )}
    </div>
  );
}
