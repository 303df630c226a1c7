import { useTranslation } from 'react-i18next';
import { isOgLevel, type LevelRewardBand } from '@tengu/shared';
import { Avatar } from '@/features/auth/components/avatar';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { useMoney } from '../shared/use-money';
import { OgBadge } from './level-avatar';
import { vipStanding } from './vip-ladder';

/**
 * The player's VIP standing (document 1 section 3, VIP progress): avatar, level and title, the OG
 * badge above level 5, and the wagered amount against the next level's threshold.
 */
export function VipStatusCard({
  username,
  level,
  amountWagered,
  bands,
}: {
  username: string;
  level: number;
  amountWagered: string;
  bands: readonly LevelRewardBand[];
}) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const titleOf = useLevelTitle();
  const standing = vipStanding(level, amountWagered, bands);
  const { next } = standing;
  return (
    <section
      data-testid="vip-status"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-gold/30 bg-gradient-to-br from-gold/10 via-ink-800 to-ink-800 p-5 md:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar username={username} level={level} className="size-16 text-2xl md:size-20" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-fog">{username}</p>
          <p className="flex flex-wrap items-center gap-2">
            <span data-testid="vip-level" className="text-2xl font-black">
              {t('vip.level', { level })}
            </span>
            <span data-testid="vip-title" className="text-lg font-bold text-gold">
              {titleOf(level)}
            </span>
            {isOgLevel(level) && <OgBadge testId="vip-og-badge" />}
          </p>
        </div>
        <div className="text-end">
          <p className="text-xs text-fog">{t('vip.wagered')}</p>
          <p data-testid="vip-wagered" dir="ltr" className="text-xl font-black tabular-nums">
            {money(amountWagered)}
          </p>
        </div>
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex flex-wrap justify-between gap-2 text-xs">
          <span className="font-semibold">
            {next
              ? t('vip.progress', {
                  percent: Math.floor(standing.percent),
                  title: titleOf(next.level),
                })
              : t('vip.top')}
          </span>
          {next && (
            <span dir="ltr" className="text-fog tabular-nums">
              {money(amountWagered)} / {money(String(next.min), { isWhole: true })}
            </span>
          )}
        </div>
        <div
          role="progressbar"
          data-testid="vip-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(standing.percent)}
          aria-label={next ? t('vip.nextLevel') : t('vip.top')}
          className="h-3 overflow-hidden rounded-full bg-ink-900"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-amber-400 to-accent transition-[width] duration-500"
            style={{ width: `${standing.percent}%` }}
          />
        </div>
        {next && (
          <p data-testid="vip-to-go" className="mt-2 text-sm text-fog">
            {t('vip.toGo', { amount: money(standing.remaining), level: next.level })}
          </p>
        )}
      </div>
    </section>
  );
}
