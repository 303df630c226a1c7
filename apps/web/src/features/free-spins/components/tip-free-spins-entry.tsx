import { Gift } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useTipFreeSpinsStore } from '../free-spins-store';

/**
 * "Tip Freespins" on a player's profile (spec document 2 section 2): signed-in players, never
 * on their own profile. `onOpen` lets the profile close itself first.
 */
export function TipFreeSpinsEntry({ username, onOpen }: { username: string; onOpen?: () => void }) {
  const { data: user } = useCurrentUser();
  if (!user || user.username.toLowerCase() === username.toLowerCase()) return null;
  return (
    <Suspense fallback={<div className="h-10" />}>
      <EntryButton username={username} onOpen={onOpen} />
    </Suspense>
  );
}

function EntryButton({ username, onOpen }: { username: string; onOpen?: () => void }) {
  // Suspends until the `free-spins` strings arrive (a small chunk of its own).
  const { t } = useTranslation('free-spins');
  return (
    <Button
      variant="secondary"
      data-testid="profile-tip-free-spins"
      className="w-full"
      onClick={() => {
        onOpen?.();
        useTipFreeSpinsStore.getState().open(username);
      }}
    >
      <Gift aria-hidden="true" className="size-4" />
      {t('entry')}
    </Button>
  );
}
