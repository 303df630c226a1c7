import { useTranslation } from 'react-i18next';
import { SectionTabs, useSectionTab } from '@/admin/components/section-tabs';
import { ChallengesPanel } from './challenges-panel';
import { QuestsPanel } from './quests-panel';
import { RafflePanel } from './raffle-panel';

const TABS = ['quests', 'challenges', 'raffle'] as const;

/** /admin/promotions: quests, challenges and the weekly raffle (issue 22; ADR 046). */
export function PromotionsPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useSectionTab(TABS);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <SectionTabs
        section="promotions"
        title={t('nav.promotions')}
        tabs={TABS}
        current={tab}
        onSelect={setTab}
        labelOf={(id) => t(`promotions.tabs.${id}`)}
      />
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
