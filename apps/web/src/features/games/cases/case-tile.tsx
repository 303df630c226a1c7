import { useTranslation } from 'react-i18next';
import type { CaseItem, CaseRarity } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { CASE_ITEM_ICONS, rarityColour } from './case-items';

/** One item card: the glyph in its rarity colour, its name and multiplier. */
export function CaseTile({
  item,
  rarity,
  multiplier,
  isWinner = false,
  className,
}: {
  item: CaseItem;
  rarity: CaseRarity;
  multiplier: number;
  isWinner?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('cases');
  const Icon = CASE_ITEM_ICONS[item];
  const colour = rarityColour(rarity);
  return (
    <div
      className={cn(
        'relative flex shrink-0 flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border-b-4 bg-ink-800 p-2 text-center transition-shadow',
        isWinner && 'ring-2 ring-white',
        className,
      )}
      style={{
        borderBottomColor: colour,
        backgroundImage: `radial-gradient(circle at 50% 35%, ${colour}33, transparent 70%)`,
      }}
    >
      <Icon aria-hidden="true" className="size-8 drop-shadow" style={{ color: colour }} />
      <span className="line-clamp-2 text-[11px] leading-tight font-semibold text-white">
        {t(`items.${item}`)}
      </span>
      <span className="text-xs font-extrabold tabular-nums" style={{ color: colour }} dir="ltr">
        {multiplier}×
      </span>
    </div>
  );
}
