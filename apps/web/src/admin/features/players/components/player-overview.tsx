import type { PlayerDetail } from '@tengu/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState } from '@/admin/components/states';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-fog">{label}</dt>
      <dd className="min-w-0 truncate text-end">{children}</dd>
    </div>
  );
}

/** Account facts, flags and balances per pocket. */
export function PlayerOverview({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('admin');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t('players.overview')}>
        <dl className="divide-y divide-ink-700/60 px-4 py-2">
          <Row label={t('players.fields.id')}>
            <span className="font-mono text-xs">{player.id}</span>
          </Row>
          <Row label={t('players.fields.email')}>{player.email ?? '—'}</Row>
          <Row label={t('players.fields.emailVerified')}>{yesNo(player.emailVerified)}</Row>
          <Row label={t('players.fields.joined')}>{formatTime(player.createdAt)}</Row>
          <Row label={t('players.fields.signupIp')}>{player.signupIp ?? '—'}</Row>
          <Row label={t('players.fields.level')}>{player.level}</Row>
          <Row label={t('players.fields.wagered')}>${player.wagered}</Row>
          <Row label={t('players.fields.staffRoles')}>{player.staffRoles.join(', ') || '—'}</Row>
        </dl>
      </Panel>
      <div className="space-y-4">
        <Panel title={t('players.flags.title')} testId="console-player-flags">
          <dl className="divide-y divide-ink-700/60 px-4 py-2">
            <Row label={t('players.flags.twoFactor')}>{yesNo(player.flags.twoFactorEnabled)}</Row>
            <Row label={t('players.flags.needChangePassword')}>
              {yesNo(player.flags.needChangePassword)}
            </Row>
            <Row label={t('players.flags.needChangeUsername')}>
              {yesNo(player.flags.needChangeUsername)}
            </Row>
            <Row label={t('players.flags.chatModerator')}>{yesNo(player.flags.chatModerator)}</Row>
            <Row label={t('players.flags.chat')}>
              {player.flags.mutedUntil
                ? t('players.flags.mutedUntil', { until: formatTime(player.flags.mutedUntil) })
                : t('players.flags.notMuted')}
            </Row>
          </dl>
        </Panel>
        <Panel title={t('players.balances')} testId="console-player-balances">
          {player.balances.length === 0 ? (
            <EmptyState text={t('players.noBalances')} />
          ) : (
            <dl className="divide-y divide-ink-700/60 px-4 py-2">
              {player.balances.map((b) => (
                <Row key={b.pocket} label={b.pocket}>
                  <span data-testid={`console-balance-${b.pocket}`} className="font-mono">
                    {b.balance} {b.currency}
                  </span>
                </Row>
              ))}
            </dl>
          )}
        </Panel>
      </div>
    </div>
  );
}
