import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isOgLevel, type LevelRewardBand } from '@tengu/shared';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { cn } from '@/lib/cn';
import { useMoney } from '../shared/use-money';
import { LevelAvatar, OgBadge } from './level-avatar';
import { groupLevelBands } from './vip-ladder';

const COLUMNS =
  'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 md:grid-cols-[3rem_minmax(0,1.4fr)_1fr_1fr]';

/**
 * The Level Rewards table (document 2 sections 2 and 9): every level with its title, avatar,
 * wager threshold and reward, grouped VIP 1–4, 5–9 … 35–40; the player's level marked.
 */
export function LevelRewardsTable({
  bands,
  level,
}: {
  bands: readonly LevelRewardBand[];
  level: number | null;
}) {
  const { t } = useTranslation('reward-pages');
  const { t: tGames } = useTranslation('games');
  const titleOf = useLevelTitle();
  const money = useMoney();
  return (
    <section data-testid="vip-level-rewards">
      <h2 className="font-bold">{t('vip.tableTitle')}</h2>
      <p className="mb-3 text-xs text-fog">{t('vip.tableSubtitle')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {groupLevelBands(bands).map((group) => (
          <section
            key={group.from}
            data-testid="vip-level-group"
            className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800"
          >
            <h3 className="flex items-center gap-3 border-b border-ink-700 bg-ink-700/40 px-4 py-2.5">
              <LevelAvatar level={group.from} className="size-9" />
              <span className="font-bold">
                {t('vip.group', { from: group.from, to: group.to })}
              </span>
              <span className="text-sm text-gold">{tGames(`vip.tiers.${group.tier}`)}</span>
            </h3>
            <div
              aria-hidden="true"
              className={cn(COLUMNS, 'px-4 pt-2 text-[11px] font-semibold text-fog uppercase')}
            >
              <span>{t('vip.columns.level')}</span>
              <span>{t('vip.columns.title')}</span>
              <span className="hidden md:block">{t('vip.columns.threshold')}</span>
              <span className="text-end">{t('vip.columns.reward')}</span>
            </div>
            <ol>
              {group.bands.map((band) => {
                const isCurrent = band.level === level;
                const isReached = level !== null && band.level < level;
                return (
                  <li
                    key={band.level}
                    data-testid="vip-level-row"
                    data-level={band.level}
                    data-current={isCurrent || undefined}
                    className={cn(
                      COLUMNS,
                      'border-b border-ink-700/60 px-4 py-2 last:border-b-0',
                      isCurrent && 'bg-gold/10',
                    )}
                  >
                    <span className="font-black tabular-nums">{band.level}</span>
                    <span className="flex min-w-0 items-center gap-2">
                      <LevelAvatar level={band.level} className="size-7" />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-semibold">
                          {titleOf(band.level)}
                        </span>
                        <span
                          dir="ltr"
                          className="block text-[11px] text-fog tabular-nums md:hidden rtl:text-end"
                        >
                          {money(String(band.min), { isWhole: true })}
                        </span>
                      </span>
                      {isOgLevel(band.level) && band.level === 6 && <OgBadge />}
                      {isCurrent && (
                        <span className="rounded-full bg-gold px-2 py-0.5 text-[10px] font-black whitespace-nowrap text-ink-950">
                          {t('vip.current')}
                        </span>
                      )}
                      {isReached && (
                        <Check
                          aria-label={t('vip.reached')}
                          className="size-4 shrink-0 text-emerald-400"
                        />
                      )}
                    </span>
                    <span
                      dir="ltr"
                      className="hidden text-sm text-fog tabular-nums md:block rtl:text-end"
                    >
                      {money(String(band.min), { isWhole: true })}
                    </span>
                    <span
                      dir="ltr"
                      className="text-end text-sm font-bold text-emerald-400 tabular-nums rtl:text-start"
                    >
                      {money(band.reward)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
