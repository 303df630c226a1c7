import { useTranslation } from 'react-i18next';
import { SectionTabs, useSectionTab } from '@/admin/components/section-tabs';
import { CodesTab } from './codes-tab';
import { GiftsTab } from './gifts-tab';
import { RatesTab } from './rates-tab';

const TABS = ['rates', 'gifts', 'codes'] as const;

/** /admin/rewards: the rewards economy's rates, gifts to players, lootbox codes (ADR 045). */
export function RewardsPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useSectionTab(TABS);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <SectionTabs
        section="rewards"
        title={t('nav.rewards')}
        tabs={TABS}
        current={tab}
        onSelect={setTab}
        labelOf={(id) => t(`rewards.tabs.${id}`)}
      />
      {tab === 'rates' ? <RatesTab /> : tab === 'gifts' ? <GiftsTab /> : <CodesTab />}
    </div>
  );
}
