import { useRewardModalStore } from '../reward-modal-store';
import { CalendarModal } from './calendar-modal';
import { ClaimGiftModal } from './claim-gift-modal';
import { ClaimNotificationModal } from './claim-notification-modal';
import { LevelRewardsModal } from './level-rewards-modal';

/** Whichever rewards modal is open (document 2 section 2). */
export default function RewardModals() {
  const modal = useRewardModalStore((s) => s.modal);
  const close = useRewardModalStore((s) => s.close);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  switch (modal?.kind) {
    case 'claimNotification':
      return <ClaimNotificationModal result={modal.result} onOpenChange={onOpenChange} />;
    case 'claimGift':
      return <ClaimGiftModal gift={modal.gift} onOpenChange={onOpenChange} />;
    case 'calendar':
      return <CalendarModal onOpenChange={onOpenChange} />;
    case 'levelRewards':
      return <LevelRewardsModal onOpenChange={onOpenChange} />;
    default:
      return null;
  }
}
