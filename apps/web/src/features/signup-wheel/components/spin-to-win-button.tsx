import { FerrisWheel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { openSignupWheel } from '../wheel-store';

/**
 * The visitors' way to the sign-up wheel (spec document 2 section 6: visitors can spin). Its
 * label is in the core `common` namespace (`wheel.spinToWin`) so the header needs no lazy file.
 */
export function SpinToWinButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="spin-to-win"
      onClick={openSignupWheel}
      aria-label={t('wheel.spinToWin')}
      title={t('wheel.spinToWin')}
      className={cn(
        'flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-gold/40 bg-gold/10 px-2.5 text-sm font-bold text-gold transition-colors hover:bg-gold/20',
        className,
      )}
    >
      <FerrisWheel
        aria-hidden="true"
        className="size-5 motion-safe:animate-[spin_6s_linear_infinite]"
      />
      <span className="hidden lg:inline">{t('wheel.spinToWin')}</span>
    </button>
  );
}
