import type { SbBet, SbBetStatus } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useOddsText } from '../hooks/use-odds-text';
import { BetLegs } from './bet-legs';
import { CashOutButton } from './cash-out-button';

const STATUS_TONE: Record<SbBetStatus, string> = {
  open: 'bg-sky-500/15 text-sky-300',
  won: 'bg-emerald-500/15 text-emerald-300',
  lost: 'bg-red-500/15 text-red-300',
  void: 'bg-ink-600 text-white',
  cashed_out: 'bg-amber-500/15 text-amber-300',
};

/** One sports bet in My bets: kind, status, legs, stake, odds, return; cash-out while open. */
export function BetCard({ bet }: { bet: SbBet }) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const language = currentLanguage();
  const money = (amount: string) => `$${formatBetAmount(amount, language)}`;
  const placedAt = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(bet.placedAt));
  return (
    <li
      data-testid="sports-bet"
      data-bet-id={bet.id}
      data-status={bet.status}
      className="space-y-2 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold">
          {bet.kind === 'single'
            ? t('myBets.single')
            : t('myBets.multiLegs', { count: bet.legs.length })}
        </p>
        <span
          className={cn(
            'rounded px-2 py-0.5 text-[11px] font-bold uppercase',
            STATUS_TONE[bet.status],
          )}
        >
          {t(`myBets.betStatus.${bet.status}`)}
        </span>
      </div>
      <BetLegs legs={bet.legs} />
      <dl className="grid grid-cols-3 gap-2 rounded-[var(--radius-control)] bg-ink-900 p-2 text-xs">
        <div>
          <dt className="text-fog">{t('myBets.stake')}</dt>
          <dd className="font-semibold tabular-nums" dir="ltr">
            {money(bet.stake)}
          </dd>
        </div>
        <div>
          <dt className="text-fog">{t('myBets.odds')}</dt>
          <dd className="font-semibold tabular-nums" dir="ltr">
            {oddsText(bet.totalOdds)}
          </dd>
        </div>
        <div className="text-end">
          <dt className="text-fog">
            {bet.status === 'open' ? t('myBets.potential') : t('myBets.paid')}
          </dt>
          <dd className="font-semibold tabular-nums" dir="ltr" data-testid="sports-bet-return">
            {money(bet.status === 'open' ? bet.potentialPayout : bet.payout)}
          </dd>
        </div>
      </dl>
      {bet.cashedOut !== '0' && Number(bet.cashedOut) > 0 && (
        <p className="text-xs text-amber-300">
          {t('myBets.cashedOutAmount')}: <span dir="ltr">{money(bet.cashedOut)}</span>
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-fog">{t('myBets.placedAt', { time: placedAt })}</p>
        {bet.status === 'open' && <CashOutButton bet={bet} />}
      </div>
    </li>
  );
}
