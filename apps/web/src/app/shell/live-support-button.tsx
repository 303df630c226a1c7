import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { useLiveSupportStore } from './live-support-store';
import { useShellStore } from './shell-store';

/**
 * The shell's live-support button (spec document 1 section 2, Shell), above the phone footer.
 * On a phone's game page the board and the bet panel fill the width, and a floating button would
 * sit on 'Max', 'Bet' or the payout column (issue 14): there it gives way, and Live Support stays
 * one tap away in the Browse menu (the left sidebar's Live Support entry).
 */
export function LiveSupportButton() {
  const { t } = useTranslation();
  const isOpen = useLiveSupportStore((s) => s.isOpen);
  const open = useLiveSupportStore((s) => s.open);
  const unread = useLiveSupportStore((s) => s.unread);
  // The open widget and the right panel sit where the button would.
  const isRightOpen = useShellStore((s) => s.rightPanel !== null);
  const isGamePage = useLocalizedPath().restPath.startsWith('/casino/game/');
  if (isOpen || isRightOpen) return null;
  return (
    <button
      type="button"
      data-testid="live-support-button"
      data-keep-clear="control"
      aria-label={t('nav.liveSupport')}
      title={t('nav.liveSupport')}
      onClick={open}
      className={cn(
        'fixed end-3 bottom-[72px] z-30 flex size-11 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-[0_6px_20px_rgb(0_0_0/0.45)] ring-1 ring-white/10 transition-colors hover:bg-accent-hover md:bottom-4',
        isGamePage && 'max-md:hidden',
      )}
    >
      <Headset aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          data-testid="live-support-unread"
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-white px-1 text-xs leading-5 font-bold text-accent"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
