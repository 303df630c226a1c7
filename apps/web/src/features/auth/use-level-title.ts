import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { levelTierOf } from '@tengu/shared';

/**
 * A level's title in the interface language (issue 14 item 8: "the level titles (Tadpole,
 * Fish I …) are untranslated"): the tier's name from `games:vip.tiers`, then its Roman numeral
 * (spec document 1 section 9, Level titles: numerals restart per tier).
 */
export function useLevelTitle(): (level: number) => string {
  const { t } = useTranslation('games');
  return useCallback(
    (level: number) => {
      const { tier, numeral } = levelTierOf(level);
      const name = t(`vip.tiers.${tier}`);
      return numeral ? `${name} ${numeral}` : name;
    },
    [t],
  );
}
