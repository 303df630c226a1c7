import { BadgePercent, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useDepositBonus } from '../api/get-deposit-bonus';
import { useOptInDepositBonus } from '../api/opt-in-deposit-bonus';
import { useLockedModalStore } from '../locked-modal-store';

const ORDINAL_KEYS = ['info.nth1', 'info.nth2', 'info.nth3'] as const;

/**
 * Deposit bonus info (spec document 2 sections 2 and 9): 200 / 150 / 100 % on the first three
 * deposits, $10 minimum, no cap, never expires, the unlock rate, and the opt-in.
 */
export function DepositInfoModal() {
  const { t } = useTranslation('locked');
  const close = useLockedModalStore((s) => s.close);
  const open = useLockedModalStore((s) => s.open);
  const { data: status, isPending, isError, refetch } = useDepositBonus();
  const optIn = useOptInDepositBonus();
  const language = currentLanguage();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('depositBonus')}
      description={t('info.intro')}
      closeLabel={t('close')}
      testId="deposit-info-modal"
      header={<BadgePercent aria-hidden="true" className="mb-3 size-9 text-accent" />}
    >
      {isPending ? (
        <div data-testid="deposit-info-loading" className="space-y-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-16" />
        </div>
      ) : isError || !status ? (
        <div data-testid="deposit-info-error" className="py-4 text-center">
          <p className="text-sm text-fog">{t('info.loadError')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2">
            {status.percentages.slice(0, 3).map((percent, index) => {
              const isNext = index === status.creditedDeposits;
              const isPast = index < status.creditedDeposits;
              return (
                <li
                  key={index}
                  data-testid="deposit-info-tier"
                  className={cn(
                    'rounded-[var(--radius-control)] border p-3 text-center',
                    isNext ? 'border-accent bg-accent/10' : 'border-ink-600 bg-ink-900/60',
                    isPast && 'opacity-50',
                  )}
                >
                  <p className="text-2xl font-extrabold text-white tabular-nums" dir="ltr">
                    {percent}%
                  </p>
                  <p className="mt-0.5 text-xs text-fog">{t(ORDINAL_KEYS[index] ?? 'info.nth3')}</p>
                </li>
              );
            })}
          </ul>
          <ul className="mt-4 space-y-1.5 text-sm">
            {[
              t('info.minimum', { amount: formatUsd(status.minimumDeposit, language) }),
              t('info.noCap'),
              t('info.neverExpires'),
              t('info.unlockRate', { percent: status.unlockPercentOfWager }),
            ].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-emerald-400"
                />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-semibold text-white">
            {status.nextPercentage === null
              ? t('info.done')
              : t('info.next', { percent: status.nextPercentage })}
          </p>
          {status.optedIn ? (
            <p
              data-testid="deposit-info-opted-in"
              className="mt-4 flex items-center justify-center gap-2 rounded-[var(--radius-control)] bg-emerald-500/10 p-3 text-sm font-semibold text-emerald-300"
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('info.optedIn')}
            </p>
          ) : (
            <Button
              size="lg"
              className="mt-4 w-full"
              data-testid="deposit-info-opt-in"
              disabled={optIn.isPending}
              onClick={() =>
                optIn.mutate(undefined, {
                  onSuccess: () => toast.success(t('info.optedInToast')),
                  onError: () =>
                    toast.error(t('messages.claimFailed'), { description: t('messages.tryAgain') }),
                })
              }
            >
              {t('info.optIn')}
            </Button>
          )}
          <button
            type="button"
            className="mx-auto mt-3 block cursor-pointer text-sm text-fog underline-offset-4 hover:text-white hover:underline"
            onClick={() => open({ kind: 'instructions', type: 'deposit-bonus' })}
          >
            {t('howItWorks')}
          </button>
        </>
      )}
    </Modal>
  );
}
