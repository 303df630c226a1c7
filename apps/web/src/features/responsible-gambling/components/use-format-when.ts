import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A date and time in the player's language ("1 Dec 2026, 14:00"). */
export function useFormatWhen() {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  );
}
