import { Coins, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGold } from '../api/get-gold';
import { useQuestFormat } from '../use-quest-format';

/** The Gold balance, big (document 1 section 2: "Farming dashboard (Gold balance)"). */
export function GoldBalanceCard({ onOpenHistory }: { onOpenHistory: () => void }) {
  const { t } = useTranslation('quests');
  const format = useQuestFormat();
  const gold = useGold();
  return (
    <section
      data-testid="dashboard-gold"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-gold/30 bg-gradient-to-br from-gold/15 via-ink-800 to-ink-800 p-5 md:p-6"
    >
      <Coins
        aria-hidden="true"
        className="pointer-events-none absolute -end-6 -top-6 size-36 text-gold/10"
      />
      <h2 className="text-sm font-semibold text-fog">{t('gold.balance')}</h2>
      {gold.isPending ? (
        <Skeleton data-testid="dashboard-gold-loading" className="my-2 h-12 w-48" />
      ) : gold.isError ? (
        <div role="alert" className="my-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-fog">{t('gold.loadError')}</p>
          <Button size="sm" variant="secondary" onClick={() => void gold.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="my-1 flex items-baseline gap-2">
            <span
              data-testid="dashboard-gold-balance"
              dir="ltr"
              className="text-4xl font-black text-gold tabular-nums md:text-5xl"
            >
              {format.gold(gold.data.gold)}
            </span>
            <span className="text-lg font-bold text-gold/80">{t('gold.unit')}</span>
          </p>
          <p className="text-sm text-fog">
            {t('gold.multiplier', { level: gold.data.level, multiplier: gold.data.multiplier })}
          </p>
        </>
      )}
      <Button
        data-testid="dashboard-gold-history"
        variant="secondary"
        size="sm"
        className="mt-4"
        onClick={onOpenHistory}
      >
        <History aria-hidden="true" className="size-4" />
        {t('gold.history')}
      </Button>
    </section>
  );
}
