import { Handshake, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';

/** Visitors on /affiliate: what the programme is, and sign up or sign in. */
export function VisitorCall() {
  const { t } = useTranslation('affiliate');
  const open = useAuthModalStore((s) => s.open);
  return (
    <section
      data-testid="affiliate-visitor"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-accent/30 bg-gradient-to-br from-accent/15 via-ink-800 to-ink-800 p-6 md:p-8"
    >
      <Handshake
        aria-hidden="true"
        className="pointer-events-none absolute -end-6 -top-6 size-36 text-accent/10"
      />
      <h2 className="mb-2 text-xl font-black md:text-2xl">{t('visitor.title')}</h2>
      <p className="mb-5 max-w-xl text-fog">{t('visitor.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => open('register')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('visitor.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => open('signIn')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('visitor.signIn')}
        </Button>
      </div>
    </section>
  );
}
