import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useFairnessStore } from '../store';
import type { VerifyGame } from '../verify';

/** "Fairness" on every game page opens the Provably Fair modal for that game. */
export function FairnessButton({ game }: { game: VerifyGame }) {
  const { t } = useTranslation('games');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const open = useFairnessStore((s) => s.open);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="fairness-button"
      onClick={() => open(isLoggedIn ? { game } : { game, tab: 'verify' })}
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {t('fairness.button')}
    </Button>
  );
}
