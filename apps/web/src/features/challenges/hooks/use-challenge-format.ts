import {
  BET_GAME_NAMES,
  DEFAULT_LANGUAGE,
  isLanguage,
  type ChallengeGame,
  type Language,
} from '@tengu/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';

interface Titled {
  title: string;
  title_is_custom: boolean;
  game: ChallengeGame;
  min_multiplier: string;
  min_stake: string;
}

/**
 * Money and titles in the interface language: an operator's own title is shown as written; a
 * generated one ("First to hit 100× on Plinko with at least $0.10") is worded in the player's
 * language from the challenge's rule.
 */
export function useChallengeFormat() {
  const { t, i18n } = useTranslation('challenges');
  const resolved = i18n.resolvedLanguage;
  const language: Language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const money = useCallback((amount: string) => formatUsd(amount, language), [language]);
  const title = useCallback(
    (challenge: Titled) =>
      challenge.title_is_custom
        ? challenge.title
        : t('rule', {
            multiplier: challenge.min_multiplier,
            game: BET_GAME_NAMES[challenge.game],
            stake: money(challenge.min_stake),
          }),
    [t, money],
  );
  const locale = language === 'fa' ? 'fa-IR-u-nu-latn' : language;
  const date = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [locale],
  );
  return { money, title, date };
}
