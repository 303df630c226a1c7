import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsCard } from '@/features/settings/components/settings-card';
import { useRgState } from '../api/get-rg-state';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';

/** `/settings` → Responsible gambling (issue 25 item 5; ADR 050). */
export function ResponsibleGamblingCard() {
  const { t } = useTranslation('responsible-gambling');
  const { data, isError, refetch } = useRgState();
  return (
    <SettingsCard
      testId="responsible-gambling-card"
      icon={LifeBuoy}
      title={t('title')}
      description={t('intro')}
    >
      {isError && !data ? (
        <div className="rounded-lg bg-ink-900 p-4 text-center">
          <p className="mb-3 text-fog">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <div className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <div className="space-y-6">
          <LimitsSection limits={data.limits} />
          <hr className="border-ink-700" />
          <RealityCheckSection minutes={data.realityCheckMinutes} />
          <hr className="border-ink-700" />
          <ExclusionSection exclusion={data.exclusion} />
        </div>
      )}
    </SettingsCard>
  );
}
