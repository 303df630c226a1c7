import type { ProviderRefusedPayload } from '@tengu/shared';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRgLimitText } from '@/features/responsible-gambling/model/use-rg-refusal-text';

/**
 * Under a provider game whose last stake the wallet refused for the player's own loss or wager
 * limit (ADR 050): the game itself only says "user disabled", so this says which limit, and where
 * to see it.
 */
export function LimitNotice({ refusal }: { refusal: ProviderRefusedPayload }) {
  const { t } = useTranslation('provider-games');
  const limitText = useRgLimitText();
  return (
    <div
      role="alert"
      data-testid="provider-limit-notice"
      className="animate-page-in mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-[var(--radius-control)] bg-amber-400/10 px-4 py-2.5 ring-1 ring-amber-400/30"
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-semibold text-white">{limitText(refusal)}</span>{' '}
        <span className="text-fog">{t('game.limitHint')}</span>
      </p>
      <Link
        to="/settings"
        data-testid="provider-limit-settings"
        className="text-sm font-bold text-accent hover:underline"
      >
        {t('game.limitSettings')}
      </Link>
    </div>
  );
}
