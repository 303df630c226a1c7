import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';

/** Spec document 1 section 6: 'You must be signed in to play {game}' with a Log In button. */
export function SignInGate({ game }: { game: string }) {
  const { t } = useTranslation('games');
  const open = useAuthModalStore((s) => s.open);
  return (
    <div
      data-testid="game-sign-in-gate"
      className="space-y-3 rounded-[var(--radius-control)] bg-ink-900 p-3 text-center"
    >
      <p className="text-sm text-fog">{t('gate.signIn', { game })}</p>
      <Button className="w-full" onClick={() => open('signIn', { isGateReason: true })}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('gate.logIn')}
      </Button>
    </div>
  );
}
