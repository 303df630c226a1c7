import {
  RAFFLE_PLACES,
  RAFFLE_PRIZE_POOL_USD,
  rafflePrizeList,
  type RafflePrize,
} from '@tengu/shared';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsdWhole } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useRafflePrizes } from '../api/get-raffle-prizes';

const PLACE_STYLES = ['text-gold', 'text-slate-200', 'text-amber-600'];

function PrizeRows({ prizes }: { prizes: RafflePrize[] }) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  return (
    <>
      <div className="flex gap-3 border-b border-ink-700 pb-2 text-xs text-fog">
        <span className="w-12 shrink-0">{t('prizes.place')}</span>
        <span className="flex-1">{t('prizes.prize')}</span>
      </div>
      <ol data-testid="raffle-prizes-list" className="divide-y divide-ink-700">
        {prizes.map((prize) => (
          <li
            key={prize.place}
            data-testid="raffle-prize-row"
            className="flex items-center gap-3 py-2 text-sm"
          >
            <span
              className={`w-12 shrink-0 font-bold tabular-nums ${PLACE_STYLES[prize.place - 1] ?? 'text-fog'}`}
            >
              {t('prizes.ordinal', { place: prize.place })}
            </span>
            {/* prize_description is the server's English; the same fact, in the player's language. */}
            <span className="min-w-0 flex-1 truncate text-fog">{t('prizes.description')}</span>
            <span dir="ltr" className="shrink-0 font-semibold text-white tabular-nums">
              {formatUsdWhole(prize.prize_amount, language)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The Raffle Prizes modal (spec document 2 sections 2, 3, 7): place, prize_amount and
 * prize_description for each of the 100 places; 10 skeleton rows while the list loads; if it
 * cannot load, the default list (packages/shared) with a retry.
 */
export function RafflePrizesModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('raffle');
  const prizes = useRafflePrizes(isOpen);
  let body;
  if (prizes.isPending) {
    body = (
      <div
        data-testid="raffle-prizes-loading"
        aria-label={t('prizes.loading')}
        className="space-y-2"
      >
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} data-testid="raffle-prize-skeleton" className="h-8" />
        ))}
      </div>
    );
  } else if (prizes.isError) {
    body = (
      <>
        <div
          role="alert"
          data-testid="raffle-prizes-error"
          className="mb-3 flex items-start gap-2 rounded-[var(--radius-control)] bg-red-500/10 p-3 text-xs text-red-300"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="flex-1">{t('prizes.fallback')}</span>
          <Button size="sm" variant="secondary" onClick={() => void prizes.refetch()}>
            {t('retry')}
          </Button>
        </div>
        <PrizeRows prizes={rafflePrizeList()} />
      </>
    );
  } else if (prizes.data.prizes.length === 0) {
    body = (
      <p data-testid="raffle-prizes-empty" className="py-8 text-center text-fog">
        {t('prizes.empty')}
      </p>
    );
  } else body = <PrizeRows prizes={prizes.data.prizes} />;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('prizes.title')}
      closeLabel={t('close')}
      testId="raffle-prizes-modal"
      description={t('prizes.summary', {
        count: RAFFLE_PLACES,
        amount: formatUsdWhole(String(RAFFLE_PRIZE_POOL_USD), currentLanguage()),
      })}
    >
      <div className="-me-2 max-h-[60dvh] overflow-y-auto pe-2">{body}</div>
    </Modal>
  );
}
