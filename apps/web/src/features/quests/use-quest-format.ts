import type { QuestTask } from '@tengu/shared';
import { DEFAULT_LANGUAGE, isLanguage } from '@tengu/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd, toCents } from '@/lib/formatters';

/** Persian keeps Western digits for amounts, as the rest of the app does. */
const localeOf = (language: string) => (language === 'fa' ? 'fa-IR-u-nu-latn' : language);

/**
 * Gold and task amounts in the interface language. Gold shows up to 2 decimals, floored (like
 * dollars); display only — no arithmetic on balances happens here.
 */
export function useQuestFormat() {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const gold = useCallback(
    (amount: string) =>
      new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(
        Number(toCents(amount)) / 100,
      ),
    [language],
  );
  const amount = useCallback(
    (task: QuestTask, value: string) =>
      task.unit === 'usd'
        ? formatUsd(value, language)
        : new Intl.NumberFormat(localeOf(language)).format(Number(value)),
    [language],
  );
  const date = useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(new Date(iso)),
    [language],
  );
  return { gold, amount, date };
}

/** How far a task is, 0…1. */
export function taskFraction(task: QuestTask): number {
  const target = Number(task.progress);
  return target > 0 ? Math.min(1, Number(task.current_progress) / target) : 0;
}
