import { CircleUser } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { Skeleton } from '@/components/ui/skeleton';

/** `/profile`: the player's own public profile, as other players see it. */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const { data: user } = useCurrentUser();
  useEffect(() => {
    document.title = `Tengu · ${t('profile.title')}`;
  }, [t]);

  return (
    <div data-testid="profile-page" className="mx-auto max-w-xl space-y-5">
      <h1 className="flex items-center gap-2 text-2xl font-black">
        <CircleUser aria-hidden="true" className="size-6 text-accent" />
        {t('profile.title')}
      </h1>
      <div className="rounded-[var(--radius-card)] bg-ink-800 p-5 ring-1 ring-ink-700">
        {!isLoggedIn ? (
          <div className="space-y-4 text-center">
            <p className="text-fog">{t('profile.signInPrompt')}</p>
            <Button onClick={() => openAuth('signIn')}>{t('profile.signIn')}</Button>
          </div>
        ) : user ? (
          <>
            <ProfileCard username={user.username} />
            <p className="mt-4 text-xs text-fog">{t('profile.publicNote')}</p>
          </>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </div>
    </div>
  );
}
