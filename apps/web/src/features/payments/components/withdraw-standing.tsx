import { AlertTriangle, CircleCheck, MailWarning, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useResendVerificationEmail } from '@/features/auth/api/resend-verification-email';
import { cn } from '@/lib/cn';
import { decimalToUnits, formatUsd } from '@/lib/formatters';
import { LocalizedLink } from '@/lib/localized-link';
import { useWithdrawEligibility } from '../api/get-withdraw-eligibility';

function Row({ isMet, icon, children }: { isMet: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className={cn('mt-0.5 shrink-0', isMet ? 'text-emerald-400' : 'text-amber-300')}>
        {isMet ? <CircleCheck aria-hidden="true" className="size-4" /> : icon}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/**
 * The player's standing against the server's withdraw rules, shown before the form is filled in
 * (document 2 sections 6 and 9: a verified email, $69 of credits wagered; issue 14 item 4). The
 * withdrawal still refuses with the server's texts; this only says so in advance.
 */
export function WithdrawStanding({ onLeave }: { onLeave: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language as Language;
  const standing = useWithdrawEligibility();
  const resend = useResendVerificationEmail();

  if (standing.isPending) {
    return (
      <div data-testid="withdraw-standing-loading" className="space-y-2 rounded-md bg-ink-900 p-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-1.5 w-full" />
      </div>
    );
  }
  if (standing.isError) {
    return (
      <div
        role="alert"
        data-testid="withdraw-standing-error"
        className="flex items-center justify-between gap-3 rounded-md bg-ink-900 p-3 text-sm"
      >
        <span className="flex items-center gap-2 text-fog">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-400" />
          {t('withdraw.standing.loadFailed')}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void standing.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const { hasEmail, emailVerified, wagered, required } = standing.data;
  const wageredUnits = decimalToUnits(wagered);
  const requiredUnits = decimalToUnits(required);
  const isWagerMet = wageredUnits >= requiredUnits;
  const percent =
    requiredUnits > 0n && !isWagerMet ? Number((wageredUnits * 1000n) / requiredUnits) / 10 : 100;
  const verify = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success(t('withdraw.standing.verifySentTitle'), {
          description: t('withdraw.standing.verifySent'),
        }),
      onError: () => toast.error(t('withdraw.standing.verifyFailed')),
    });

  return (
    <section
      data-testid="withdraw-standing"
      aria-label={t('withdraw.standing.title')}
      className="space-y-3 rounded-md bg-ink-900 p-3 text-sm"
    >
      <Row isMet={emailVerified} icon={<MailWarning aria-hidden="true" className="size-4" />}>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span data-testid="withdraw-standing-email" className="font-semibold">
            {emailVerified
              ? t('withdraw.standing.emailVerified')
              : hasEmail
                ? t('withdraw.standing.emailNotVerified')
                : t('withdraw.standing.emailMissing')}
          </span>
          {!emailVerified && hasEmail && (
            <button
              type="button"
              data-testid="withdraw-standing-verify"
              disabled={resend.isPending || resend.isSuccess}
              onClick={verify}
              className="cursor-pointer text-xs font-semibold text-accent underline-offset-2 hover:underline disabled:cursor-default disabled:text-fog disabled:no-underline"
            >
              {resend.isSuccess
                ? t('withdraw.standing.verifySentShort')
                : t('withdraw.standing.verify')}
            </button>
          )}
          {!emailVerified && !hasEmail && (
            <LocalizedLink
              to="/settings"
              onClick={onLeave}
              data-testid="withdraw-standing-add-email"
              className="text-xs font-semibold text-accent underline-offset-2 hover:underline"
            >
              {t('withdraw.standing.addEmail')}
            </LocalizedLink>
          )}
        </div>
      </Row>
      <Row isMet={isWagerMet} icon={<TrendingUp aria-hidden="true" className="size-4" />}>
        <p data-testid="withdraw-standing-wager" className="font-semibold">
          {isWagerMet
            ? t('withdraw.standing.wagerMet')
            : t('withdraw.standing.wagered', {
                wagered: formatUsd(wagered, language),
                required: formatUsd(required, language),
              })}
        </p>
        {!isWagerMet && (
          <>
            <div
              role="progressbar"
              data-testid="withdraw-standing-progress"
              aria-label={t('withdraw.standing.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.floor(percent)}
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-ink-600"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-amber-400 to-accent rtl:ms-auto"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-fog">{t('withdraw.standing.wagerHint')}</p>
          </>
        )}
      </Row>
    </section>
  );
}
