import { WHEEL_SEGMENTS, wheelSegmentLabel } from '@tengu/shared';
import { FerrisWheel, Gift } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useWheelGift, useWheelStore } from '../wheel-store';

export interface SignupGiftBannerProps {
  /** The sign-up's bonus flag: opt in to the deposit bonus. */
  isBonus: boolean;
  onBonusChange: (isBonus: boolean) => void;
}

function Banner({ isBonus, onBonusChange }: SignupGiftBannerProps) {
  const { t } = useTranslation('wheel');
  const gift = useWheelGift();
  const openWheel = useWheelStore((s) => s.open);
  const segment = gift ? WHEEL_SEGMENTS[gift.winningIndex] : undefined;
  const prize =
    segment?.displayType === 'btc'
      ? wheelSegmentLabel(segment)
      : formatUsd(gift?.prize ?? '0', currentLanguage());
  return (
    <div
      data-testid="signup-gift-banner"
      className="mb-4 rounded-[var(--radius-control)] border border-gold/30 bg-gradient-to-br from-gold/15 to-accent/10 p-3"
    >
      {gift ? (
        <div className="flex items-center gap-3">
          <Gift aria-hidden="true" className="size-8 shrink-0 text-gold" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-fog uppercase">
              {t('banner.title')}
            </p>
            <p data-testid="signup-gift-prize" className="font-bold text-white">
              {t('banner.prize', { prize })}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          <FerrisWheel aria-hidden="true" className="size-8 shrink-0 text-fog" />
          <div className="min-w-0 flex-1">
            <p data-testid="signup-gift-none" className="font-bold text-white">
              {t('banner.none')}
            </p>
            <button
              type="button"
              onClick={openWheel}
              className="cursor-pointer text-sm text-gold underline-offset-4 hover:underline"
            >
              {t('banner.spinFirst')}
            </button>
          </div>
        </div>
      )}
      <label className="mt-3 flex cursor-pointer items-start gap-2 text-sm text-fog">
        <input
          type="checkbox"
          data-testid="signup-bonus"
          checked={isBonus}
          onChange={(event) => onBonusChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
        />
        <span>{t('banner.bonus')}</span>
      </label>
    </div>
  );
}

/**
 * The sign-up modal's bonus banner (spec document 2 section 4): the wheel's prize, or 'No Sign Up
 * Gift' with a way to spin first; and the deposit bonus opt-in (the sign-up's bonus flag).
 */
export function SignupGiftBanner(props: SignupGiftBannerProps) {
  return (
    <Suspense
      fallback={
        <div className="mb-4 h-[104px] animate-pulse rounded-[var(--radius-control)] bg-ink-700" />
      }
    >
      <Banner {...props} />
    </Suspense>
  );
}
