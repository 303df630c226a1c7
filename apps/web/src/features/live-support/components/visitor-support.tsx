import { BookOpen, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLiveSupportStore } from '@/app/shell/live-support-store';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';

/**
 * A visitor's widget: live support needs an account (the team answers about the player's own
 * deposits, bets and account), so it invites them to sign in and points to the help centre.
 */
export function VisitorSupport() {
  const { t } = useTranslation('shell');
  const close = useLiveSupportStore((s) => s.close);
  const openAuth = useAuthModalStore((s) => s.open);
  return (
    <div data-testid="live-support-visitor" className="space-y-3 p-4 text-sm">
      <p className="leading-relaxed text-fog">{t('liveSupport.visitorIntro')}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          data-testid="live-support-sign-in"
          onClick={() => {
            close();
            openAuth('signIn');
          }}
        >
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('liveSupport.signIn')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            openAuth('register');
          }}
        >
          {t('liveSupport.register')}
        </Button>
      </div>
      <LocalizedLink
        to="/support"
        onClick={close}
        className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-700 px-3 py-2.5 font-semibold hover:bg-ink-600"
      >
        <BookOpen aria-hidden="true" className="size-4 text-accent" />
        {t('liveSupport.helpCentre')}
      </LocalizedLink>
    </div>
  );
}
