import { useQueryClient } from '@tanstack/react-query';
import { LogIn, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { currentUserQueryKey, useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { EmailStatusCard } from '@/features/settings/components/email-status-card';
import { PrivacyCard } from '@/features/settings/components/privacy-card';
import { SessionsCard } from '@/features/settings/components/sessions-card';
import { TwoFactorCard } from '@/features/settings/components/two-factor-card';
import { loadNamespaces } from '@/lib/i18n';

// Issue 21: the sportsbook's odds format and odds-change choice, with its own chunk and strings.
const SportsSettingsCard = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/sportsbook/components/sports-settings-card'),
    loadNamespaces('sportsbook'),
  ]);
  return { default: module.SportsSettingsCard };
});

// Issue 25 item 5 (ADR 050): responsible gambling, with its own chunk and strings.
const ResponsibleGamblingCard = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/responsible-gambling/components/responsible-gambling-card'),
    loadNamespaces('responsible-gambling'),
  ]);
  return { default: module.ResponsibleGamblingCard };
});

/** `/settings`: email verification, two-factor authentication, privacy and sessions. */
export function SettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const { data: user, isError, refetch } = useCurrentUser();
  useEffect(() => {
    document.title = `${t('settings.title')} · Tengu`;
  }, [t]);

  return (
    <div data-testid="settings-page" className="mx-auto max-w-3xl space-y-5">
      <header className="flex items-center gap-3">
        <Settings aria-hidden="true" className="size-6 text-accent" />
        <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      </header>
      {!isLoggedIn ? (
        <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6 text-center">
          <p className="mb-4 text-fog">{t('settings.signInPrompt')}</p>
          <Button onClick={() => openAuth('signIn')}>
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('auth.signIn')}
          </Button>
        </div>
      ) : isError && !user ? (
        <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6 text-center">
          <p className="mb-4 text-fog">{t('auth.toasts.genericError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('error.reload')}
          </Button>
        </div>
      ) : !user ? (
        <div className="space-y-5">
          <Skeleton className="h-28" />
          <Skeleton className="h-36" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <>
          <EmailStatusCard email={user.email} isVerified={user.email_verified} />
          <TwoFactorCard
            isEnabled={user.twoFactorEnabled}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
          />
          <PrivacyCard hideName={user.hide_name} />
          <Suspense fallback={<Skeleton className="h-40" />}>
            <SportsSettingsCard />
          </Suspense>
          <SessionsCard />
          <Suspense fallback={<Skeleton className="h-96" />}>
            <ResponsibleGamblingCard />
          </Suspense>
        </>
      )}
    </div>
  );
}
