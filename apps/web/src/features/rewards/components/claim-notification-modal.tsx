import { CLAIM_NOTIFICATION_MS, type ClaimResult } from '@tengu/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { openRewardCalendar } from '../reward-modal-store';

/**
 * The Claim notification (document 2 section 2; document 1 section 9): the half paid now and the
 * cooldown over which the other half arrives on the calendar. It closes itself after 5 s.
 */
export function ClaimNotificationModal({
  result,
  onOpenChange,
}: {
  result: ClaimResult;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  useEffect(() => {
    const handle = setTimeout(() => onOpenChange(false), CLAIM_NOTIFICATION_MS);
    return () => clearTimeout(handle);
  }, [result, onOpenChange]);
  const hasSchedule = result.cooldownDays > 0;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('notification.title')}
      closeLabel={t('close')}
      testId="claim-notification"
      header={<CircleCheck aria-hidden="true" className="mb-3 size-10 text-emerald-400" />}
    >
      <div className="rounded-[var(--radius-control)] bg-ink-900/60 p-4 text-center">
        <p className="text-xs text-fog">{t('notification.paidNow')}</p>
        <p
          data-testid="claim-notification-paid"
          className="mt-1 text-2xl font-bold text-emerald-400 tabular-nums"
          dir="ltr"
        >
          {formatUsd(result.paid, language)}
        </p>
        {hasSchedule && (
          <p
            data-testid="claim-notification-cooldown"
            className="mt-2 inline-block rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-gold"
          >
            {t('notification.cooldown', { days: result.cooldownDays })}
          </p>
        )}
      </div>
      {hasSchedule && (
        <>
          <p className="mt-3 text-sm leading-relaxed text-fog">
            {t('notification.scheduled', {
              days: result.cooldownDays,
              amount: formatUsd(result.scheduled, language),
            })}
          </p>
          <Button variant="secondary" className="mt-4 w-full" onClick={openRewardCalendar}>
            {t('notification.openCalendar')}
          </Button>
        </>
      )}
    </Modal>
  );
}
