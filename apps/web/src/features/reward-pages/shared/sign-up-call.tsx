import { LogIn, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';

/** The visitors' call to action on /rewards and /vip: register, or sign in. */
export function SignUpCall({
  icon: Icon,
  title,
  text,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  testId: string;
}) {
  const { t } = useTranslation('reward-pages');
  const open = useAuthModalStore((s) => s.open);
  return (
    <section
      data-testid={testId}
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-accent/30 bg-gradient-to-br from-accent/15 via-ink-800 to-ink-800 p-6 md:p-8"
    >
      <Icon
        aria-hidden="true"
        className="pointer-events-none absolute -end-6 -top-6 size-36 text-accent/10"
      />
      <h2 className="mb-2 text-xl font-black md:text-2xl">{title}</h2>
      <p className="mb-5 max-w-xl text-fog">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Button data-testid={`${testId}-register`} onClick={() => open('register')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('common.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => open('signIn')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('common.signIn')}
        </Button>
      </div>
    </section>
  );
}
