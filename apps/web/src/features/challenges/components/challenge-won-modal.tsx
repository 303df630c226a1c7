import type { ChallengeWinnerPayload } from '@tengu/shared';
import { CalendarDays, Trophy, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { openRewardCalendar } from '@/features/rewards/reward-modal-store';
import { LocalizedLink } from '@/lib/localized-link';
import { useChallengeFormat } from '../hooks/use-challenge-format';

function SplitRow({
  icon: Icon,
  label,
  amount,
  testId,
}: {
  icon: typeof Wallet;
  label: string;
  amount: string;
  testId: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-900/60 px-3 py-2.5">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
      <span className="min-w-0 flex-1 text-sm text-fog">{label}</span>
      <span data-testid={testId} dir="ltr" className="font-bold text-white tabular-nums">
        {amount}
      </span>
    </li>
  );
}

/**
 * The Challenge Won modal (spec document 2 section 2), opened by `challenge:winner`: the prize
 * and its split (document 2 section 9) — half already on the balance, half on the Pending Rewards
 * calendar over 3 days, which one button opens.
 */
export function ChallengeWonModal({
  win,
  onClose,
}: {
  win: ChallengeWinnerPayload;
  onClose: () => void;
}) {
  const { t } = useTranslation('challenges');
  const { money, title } = useChallengeFormat();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('won.title')}
      description={title(win)}
      closeLabel={t('close')}
      testId="challenge-won"
      header={
        <div className="mb-4 flex justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-gold to-amber-600 shadow-[0_0_40px_-6px_rgb(255_197_61/0.7)]">
            <Trophy aria-hidden="true" className="size-8 text-ink-950" />
          </span>
        </div>
      }
      className="text-center"
    >
      <div className="mb-4 rounded-[var(--radius-control)] border border-gold/30 bg-gold/10 p-4">
        <p className="text-xs font-semibold tracking-wide text-fog uppercase">{t('prize')}</p>
        <p
          data-testid="challenge-won-prize"
          dir="ltr"
          className="mt-1 text-3xl font-black text-gold tabular-nums"
        >
          {money(win.prize)}
        </p>
      </div>
      <ul className="space-y-2 text-start">
        <SplitRow
          icon={Wallet}
          label={t('won.paidNow')}
          amount={money(win.paid)}
          testId="challenge-won-paid"
        />
        <SplitRow
          icon={CalendarDays}
          label={t('won.scheduled', { days: win.days })}
          amount={money(win.scheduled)}
          testId="challenge-won-scheduled"
        />
      </ul>
      <div className="mt-5 grid gap-2 xs:grid-cols-2">
        <Button
          data-testid="challenge-won-calendar"
          onClick={() => {
            onClose();
            openRewardCalendar();
          }}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('won.openCalendar')}
        </Button>
        <Button asChild variant="secondary">
          <LocalizedLink to="/casino/challenges" onClick={onClose}>
            <Trophy aria-hidden="true" className="size-4" />
            {t('won.viewChallenges')}
          </LocalizedLink>
        </Button>
      </div>
    </Modal>
  );
}
