import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** What a responsible-gambling refusal carries beside its code (ADR 050). */
export interface RgRefusalData {
  kind?: string;
  period?: string;
  reached?: boolean;
  until?: string | null;
}

function rgDataOf(error: ApiError): RgRefusalData {
  const body = error.body as { error?: { data?: RgRefusalData } } | undefined;
  return body?.error?.data ?? {};
}

const isLimitKind = (kind: unknown): kind is 'loss' | 'wager' | 'deposit' =>
  kind === 'loss' || kind === 'wager' || kind === 'deposit';
const isPeriod = (period: unknown): period is 'day' | 'week' | 'month' =>
  period === 'day' || period === 'week' || period === 'month';

/**
 * A limit's refusal in the player's language ("You have reached your daily loss limit."); null
 * when the data names no limit this page knows.
 */
export function useRgLimitText(): (data: RgRefusalData) => string | null {
  const { t } = useTranslation('games');
  return useCallback(
    ({ kind, period, reached }: RgRefusalData) => {
      if (!isLimitKind(kind) || !isPeriod(period)) return null;
      const limit = t(`errors.rgLimits.${kind}.${period}`);
      return t(reached ? 'errors.rgLimitReached' : 'errors.rgLimitWouldExceed', { limit });
    },
    [t],
  );
}

/**
 * The player's own limit or exclusion, in their language, for any refusal with an `RG_*` code
 * (a bet, a deposit address, a game launch); null for every other error.
 */
export function useRgRefusalText(): (error: unknown) => string | null {
  const { t, i18n } = useTranslation('games');
  const limitText = useRgLimitText();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return null;
      if (error.code === 'RG_LIMIT_REACHED') return limitText(rgDataOf(error)) ?? error.message;
      if (error.code === 'RG_EXCLUDED') {
        const { kind, until } = rgDataOf(error);
        if (!until) return t('errors.rgSelfExcludedPermanently');
        const when = new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(until));
        return t(kind === 'cool_off' ? 'errors.rgCoolOff' : 'errors.rgSelfExcluded', {
          until: when,
        });
      }
      return null;
    },
    [t, i18n.language, limitText],
  );
}
