import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tengu/shared';
import { formatUsd, formatUsdWhole } from '@/lib/formatters';

/** The interface language; subscribing re-renders on a change, so formats follow it. */
function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

/** Dollar amounts in the interface language, floored to cents (document 1 section 9). */
export function useMoney(): (amount: string, options?: { isWhole?: boolean }) => string {
  const language = useLanguage();
  return useCallback(
    (amount, options) =>
      options?.isWhole ? formatUsdWhole(amount, language) : formatUsd(amount, language),
    [language],
  );
}

/** The Intl locale of the interface language (Persian keeps Western digits, as amounts do). */
export function useIntlLocale(): string {
  const language = useLanguage();
  return language === 'fa' ? 'fa-IR-u-nu-latn' : language;
}
