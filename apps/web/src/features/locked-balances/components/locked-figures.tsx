import { useTranslation } from 'react-i18next';
import { formatUsd, unitsToDecimalText } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

/** Locked and unlocked side by side, as dollars. */
export function LockedFigures({ locked, unlocked }: { locked: string; unlocked: string }) {
  const { t } = useTranslation('locked');
  const language = currentLanguage();
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div className="rounded-[var(--radius-control)] bg-ink-900/60 p-3">
        <dt className="text-xs font-semibold tracking-wide text-fog uppercase">{t('locked')}</dt>
        <dd data-testid="locked-amount" className="mt-1 text-xl font-bold tabular-nums" dir="ltr">
          {formatUsd(locked, language)}
        </dd>
      </div>
      <div className="rounded-[var(--radius-control)] bg-ink-900/60 p-3">
        <dt className="text-xs font-semibold tracking-wide text-fog uppercase">{t('unlocked')}</dt>
        <dd
          data-testid="unlocked-amount"
          className="mt-1 text-xl font-bold text-emerald-400 tabular-nums"
          dir="ltr"
        >
          {formatUsd(unlocked, language)}
        </dd>
      </div>
    </dl>
  );
}

/** Progress of the unlocked part towards the claim minimum. */
export function ClaimProgress({
  unlockedCents,
  minimumCents,
}: {
  unlockedCents: bigint;
  minimumCents: bigint;
}) {
  const { t } = useTranslation('locked');
  const language = currentLanguage();
  const percent = Number(
    unlockedCents >= minimumCents ? 100n : (unlockedCents * 100n) / minimumCents,
  );
  const dollars = (cents: bigint) => formatUsd(unitsToDecimalText(cents * 1_000_000n), language);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('progressLabel')}
        className="h-2.5 overflow-hidden rounded-full bg-ink-900"
      >
        <div
          data-testid="claim-progress"
          className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-emerald-300 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-fog">
        {percent >= 100
          ? t('progressReady')
          : t('progress', { unlocked: dollars(unlockedCents), minimum: dollars(minimumCents) })}
      </p>
    </div>
  );
}
