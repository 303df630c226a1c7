import { useTranslation } from 'react-i18next';
import { LEVEL_REWARD_GROUPS, levelTierOf, type LevelRewardBand } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { useMoney } from '../shared/use-money';
import { LevelAvatar } from './level-avatar';

/** The tiers (document 1 section 9, Level titles), from Tadpole to Poseidon, with their avatars. */
const TIER_RANGES: readonly (readonly [number, number])[] = [[0, 0], ...LEVEL_REWARD_GROUPS];

/** The ladder at a glance: every tier's avatar, name, levels and entry threshold. */
export function TierLadder({
  bands,
  level,
}: {
  bands: readonly LevelRewardBand[];
  /** The player's level; null for visitors. */
  level: number | null;
}) {
  const { t } = useTranslation('reward-pages');
  const { t: tGames } = useTranslation('games');
  const money = useMoney();
  return (
    <section data-testid="vip-ladder">
      <h2 className="mb-3 font-bold">{t('vip.tiersTitle')}</h2>
      <ol className="grid grid-cols-3 gap-2 xs:grid-cols-5 xl:grid-cols-9">
        {TIER_RANGES.map(([from, to]) => {
          const band = bands.find((b) => b.level === from);
          const tier = tGames(`vip.tiers.${levelTierOf(from).tier}`);
          const isCurrent = level !== null && level >= from && level <= to;
          return (
            <li
              key={from}
              data-testid="vip-tier"
              data-current={isCurrent || undefined}
              className={cn(
                'flex flex-col items-center gap-1.5 rounded-[var(--radius-card)] border p-3 text-center',
                isCurrent ? 'border-gold/60 bg-gold/10' : 'border-ink-700 bg-ink-800',
              )}
            >
              <LevelAvatar level={from} className="size-12" />
              <p className="text-xs leading-tight font-bold">{tier}</p>
              <p className="text-[11px] text-fog">
                {from === 0 ? t('vip.level', { level: 0 }) : t('vip.tierLevels', { from, to })}
              </p>
              <p dir="ltr" className="text-[11px] font-semibold text-gold tabular-nums">
                {band ? money(String(band.min), { isWhole: true }) : '…'}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
