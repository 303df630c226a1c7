import type { CrashChainStatus } from '@tengu/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { useCrashChain } from './api';

function Stat({
  label,
  children,
  testId,
  isWide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  isWide?: boolean;
}) {
  return (
    <div className={cn('min-w-0', isWide && 'md:col-span-2')}>
      <dt className="text-xs text-fog">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 text-sm break-all text-white tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** The crash chain: how much is used, the commitment players see, the round, the leader. */
export function CrashChainPanel() {
  const { t } = useTranslation('admin');
  const status = useCrashChain();
  return (
    <Panel title={t('games.crash.title')} testId="console-crash-chain">
      <QueryView<CrashChainStatus>
        query={status}
        loadingRows={3}
        isEmpty={(d) => d.chain === null}
        emptyText={t('games.crash.noChain')}
      >
        {({ chain, round, leader }) =>
          chain && (
            <div className="space-y-4 p-4">
              <div>
                <div className="flex justify-between text-xs text-fog">
                  <span>
                    {t('games.crash.used', {
                      used: chain.roundsUsed.toLocaleString(),
                      length: chain.length.toLocaleString(),
                    })}
                  </span>
                  <span data-testid="console-crash-remaining">
                    {t('games.crash.remaining', { remaining: chain.remaining.toLocaleString() })}
                  </span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-ink-700">
                  <div
                    className="h-full bg-accent"
                    style={{ width: `${(chain.roundsUsed / Math.max(chain.length, 1)) * 100}%` }}
                  />
                </div>
              </div>
              <dl className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
                <Stat label={t('games.crash.chain')}>
                  #{chain.id} · {formatTime(chain.createdAt)}
                </Stat>
                <Stat label={t('games.crash.round')} testId="console-crash-round">
                  {round
                    ? `#${round.id} · ${t(`games.crash.phases.${round.phase}`)}${
                        round.crashPoint === null ? '' : ` · ${round.crashPoint.toFixed(2)}×`
                      }`
                    : '—'}
                </Stat>
                <Stat label={t('games.crash.bets')}>{round ? round.bets : '—'}</Stat>
                <Stat label={t('games.crash.leader')} testId="console-crash-leader">
                  {leader
                    ? t('games.crash.leaderSession', {
                        pid: leader.pid,
                        address: leader.clientAddress ?? t('games.crash.local'),
                      })
                    : t('games.crash.noLeader')}
                  {leader?.since && (
                    <span className="block text-xs text-fog">
                      {t('games.crash.since', { time: formatTime(leader.since) })}
                    </span>
                  )}
                </Stat>
                <Stat label={t('games.crash.terminatingHash')} testId="console-crash-hash" isWide>
                  <span className="font-mono text-xs">{chain.terminatingHash}</span>
                </Stat>
                <Stat label={t('games.crash.salt')} isWide>
                  <span className="font-mono text-xs">{chain.salt}</span>
                </Stat>
              </dl>
              <p className="text-xs text-fog">{t('games.crash.note')}</p>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}
