import { LOOTBOX_PRIZES } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { isPrizeName } from '../lootbox-prize';

/** What a box can hold and how likely each prize is (document 2 section 9). */
export function LootboxOdds() {
  const { t } = useTranslation('lootbox');
  return (
    <details className="text-xs text-fog">
      <summary className="cursor-pointer font-semibold text-white/80">{t('modal.odds')}</summary>
      <ul className="mt-2 space-y-1">
        {LOOTBOX_PRIZES.map((prize) => (
          <li key={prize.name} className="flex justify-between gap-3">
            <span>{isPrizeName(prize.name) ? t(`prizes.${prize.name}`) : prize.title}</span>
            <span dir="ltr" className="tabular-nums">
              {prize.chanceBps / 100}%
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
