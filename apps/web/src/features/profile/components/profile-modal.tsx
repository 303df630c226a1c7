import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { TipFreeSpinsEntry } from '@/features/free-spins/components/tip-free-spins-entry';
import { useProfileModalStore } from '../profile-modal-store';
import { ProfileCard } from './profile-card';

/** User profile details (spec document 2 section 2), for any player's name. */
export default function ProfileModal() {
  const { t } = useTranslation('shell');
  const username = useProfileModalStore((s) => s.username);
  const close = useProfileModalStore((s) => s.close);
  return (
    <Modal
      isOpen={username !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('profile.title')}
      closeLabel={t('profile.close')}
      testId="profile-modal"
    >
      {username && <ProfileCard username={username} onNavigate={close} />}
      {/* Tip Freespins (issue 20, ADR 033): another player's profile only. */}
      {username && (
        <div className="mt-4">
          <TipFreeSpinsEntry username={username} onOpen={close} />
        </div>
      )}
    </Modal>
  );
}
