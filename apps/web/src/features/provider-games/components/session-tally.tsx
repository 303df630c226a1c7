import { unitsToDecimal } from '@tengu/shared';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { ProviderSession } from '../hooks/use-provider-session';

/**
 * Under a provider game played for real money: this visit's rounds, wagered, won and net, kept
 * live from the game-provider channel (the header says 'In Play' meanwhile).
 */
export function SessionTally({ session }: { session: ProviderSession }) {
  const { t } = useTranslation('provider-games');
  const language = currentLanguage();
  const usd = (units: bigint) => formatUsd(unitsToDecimal(units), language);
  const net = session.won - session.wagered;
  const stats: [label: string, value: string, testId: string, tone?: string][] = [
    [t('session.rounds'), String(session.rounds), 'session-rounds'],
    [t('session.wagered'), usd(session.wagered), 'session-wagered'],
    [t('session.won'), usd(session.won), 'session-won'],
    [
      t('session.net'),
      `${net > 0n ? '+' : ''}${usd(net)}`,
      'session-net',
      net > 0n ? 'text-emerald-400' : net < 0n ? 'text-rose-400' : undefined,
    ],
  ];
  return (
    <section
      data-testid="provider-session"
      aria-label={t('session.title')}
      className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-[var(--radius-control)] bg-ink-800 px-4 py-2.5 ring-1 ring-ink-700"
    >
      <span className="flex items-center gap-2 text-xs font-semibold tracking-wider text-fog uppercase">
        <Activity aria-hidden="true" className="size-4 text-accent" />
        {t('session.title')}
      </span>
      <dl className="flex flex-1 flex-wrap gap-x-5 gap-y-1">
        {stats.map(([label, value, testId, tone]) => (
          <div key={testId} className="flex items-baseline gap-1.5">
            <dt className="text-xs text-fog">{label}</dt>
            <dd
              data-testid={testId}
              className={cn('text-sm font-bold text-white tabular-nums', tone)}
              dir="ltr"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {session.lastWin !== null && session.lastWin > 0n && (
        <span
          key={session.rounds}
          data-testid="session-last-win"
          className="animate-page-in rounded-full bg-emerald-400/15 px-2.5 py-0.5 text-xs font-bold text-emerald-300"
          dir="ltr"
        >
          {t('session.lastWin', { amount: usd(session.lastWin) })}
        </span>
      )}
    </section>
  );
}
