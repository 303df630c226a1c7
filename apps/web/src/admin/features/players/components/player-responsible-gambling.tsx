import type { RgState } from '@tengu/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { consoleApi } from '@/admin/console-api';
import { formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState } from '@/admin/components/states';

/** A player's responsible-gambling limits and exclusion, read-only (issue 25 item 5; ADR 050). */
export function PlayerResponsibleGambling({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const state = useQuery({
    queryKey: ['admin', 'players', playerId, 'responsible-gambling'],
    queryFn: () => consoleApi.get<RgState>(`/admin/players/${playerId}/responsible-gambling`),
  });
  const data = state.data;
  return (
    <Panel title={t('players.rg.title')} testId="console-player-rg">
      {state.isPending ? (
        <div className="space-y-2 p-4">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : state.isError || !data ? (
        <ErrorState onRetry={() => void state.refetch()} />
      ) : (
        <div className="space-y-2 px-4 py-3 text-sm">
          <p data-testid="console-player-rg-exclusion">
            {!data.exclusion
              ? t('players.rg.notExcluded')
              : data.exclusion.until === null
                ? t('players.rg.permanent')
                : t(
                    data.exclusion.kind === 'cool_off'
                      ? 'players.rg.coolOffUntil'
                      : 'players.rg.selfExcludedUntil',
                    { until: formatTime(data.exclusion.until) },
                  )}
          </p>
          <p className="text-fog">
            {data.realityCheckMinutes === 0
              ? t('players.rg.realityCheckOff')
              : t('players.rg.realityCheckEvery', { minutes: data.realityCheckMinutes })}
          </p>
          {data.limits.length === 0 ? (
            <EmptyState text={t('players.rg.noLimits')} />
          ) : (
            <ul className="divide-y divide-ink-700/60">
              {data.limits.map((limit) => (
                <li key={`${limit.kind}-${limit.period}`} className="py-1.5">
                  <span className="font-semibold">
                    {t(`players.rg.kinds.${limit.kind}`)} ·{' '}
                    {t(`players.rg.periods.${limit.period}`)}
                  </span>{' '}
                  ${limit.amount} · {t('players.rg.used', { amount: limit.used })}
                  {limit.pending && (
                    <span className="block text-amber-300">
                      {limit.pending.amount === null
                        ? t('players.rg.pendingRemoval', { when: formatTime(limit.pending.at) })
                        : t('players.rg.pendingIncrease', {
                            amount: limit.pending.amount,
                            when: formatTime(limit.pending.at),
                          })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}
