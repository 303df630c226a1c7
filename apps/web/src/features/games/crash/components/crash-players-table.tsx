import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashPlayer } from '@tengu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { formatUsd } from '@/lib/formatters';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '../crash-math';
import { formatProfit } from '../crash-format';
import { sortPlayers } from '../crash-players';

/** The round's players: name, bet, cash-out, profit; updated live (issue 7). */
export function CrashPlayersTable({
  players,
  isLoading,
  highlight,
}: {
  players: readonly CrashPlayer[];
  isLoading: boolean;
  /** The signed-in player's bet id. */
  highlight?: string | null;
}) {
  const { t } = useTranslation('crash');
  const language = currentLanguage();
  const rows = useMemo(() => sortPlayers(players), [players]);
  return (
    <section
      aria-labelledby="crash-players-title"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900"
      data-testid="crash-players"
    >
      <header className="flex items-center justify-between border-b border-ink-700 px-4 py-2">
        <h2 id="crash-players-title" className="text-sm font-bold">
          {t('players')}
        </h2>
        <span className="text-xs text-fog tabular-nums">
          {t('playerCount', { n: rows.length })}
        </span>
      </header>
      {isLoading ? (
        <div className="space-y-2 p-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-fog">{t('noPlayers')}</p>
      ) : (
        <div className="max-h-80 overflow-y-auto">
          <table className="w-full table-fixed text-sm">
            <thead className="sticky top-0 bg-ink-900 text-xs text-fog">
              <tr>
                <th className="w-[34%] px-3 py-2 text-start font-semibold">{t('table.player')}</th>
                <th className="px-2 py-2 text-end font-semibold">{t('table.bet')}</th>
                <th className="px-2 py-2 text-end font-semibold">{t('table.cashout')}</th>
                <th className="px-3 py-2 text-end font-semibold">{t('table.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((player) => (
                <tr
                  key={player.bet_id}
                  data-testid="crash-player-row"
                  data-status={player.status}
                  className={cn(
                    'border-t border-ink-800',
                    player.bet_id === highlight && 'bg-accent-soft',
                  )}
                >
                  <td
                    className={cn(
                      'truncate px-3 py-1.5 font-medium',
                      player.username === null && 'text-fog',
                    )}
                    title={player.username ?? undefined}
                  >
                    {player.username ?? t('hiddenPlayer')}
                  </td>
                  <td className="px-2 py-1.5 text-end tabular-nums" dir="ltr">
                    {formatUsd(player.amount, language)}
                  </td>
                  <td
                    className={cn(
                      'px-2 py-1.5 text-end tabular-nums',
                      player.status === 'cashed' ? 'text-emerald-400' : 'text-fog',
                    )}
                    dir="ltr"
                    data-testid="crash-player-cashout"
                  >
                    {player.cashout !== null ? formatMultiplier(player.cashout) : '–'}
                  </td>
                  <td
                    className={cn(
                      'px-3 py-1.5 text-end tabular-nums',
                      player.status === 'cashed' && 'text-emerald-400',
                      player.status === 'lost' && 'text-red-400',
                    )}
                    dir="ltr"
                  >
                    {player.profit !== null ? formatProfit(player.profit, language) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
