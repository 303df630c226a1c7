import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';

/** Spec document 1 sections 2 and 9: a splash shows for the first 3 seconds. */
const SPLASH_MS = 3000;
const FADE_MS = 300;
const SEEN_KEY = 'tengu-splash-seen';

function hasSeenSplash(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Shown once per browser tab, not on every reload within it. It stops taking input when the
 * 3 s are up (the fade-out ignores pointer events) and leaves the DOM after the fade.
 */
export function Splash() {
  const [isShownAtStart] = useState(() => !hasSeenSplash());
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>(
    isShownAtStart ? 'shown' : 'gone',
  );

  useEffect(() => {
    if (!isShownAtStart) return;
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Private mode without storage: the splash simply shows again next time.
    }
    const leave = setTimeout(() => setPhase('leaving'), SPLASH_MS);
    const remove = setTimeout(() => setPhase('gone'), SPLASH_MS + FADE_MS);
    return () => {
      clearTimeout(leave);
      clearTimeout(remove);
    };
  }, [isShownAtStart]);

  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      aria-hidden="true"
      className={cn(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-ink-900 transition-opacity duration-300',
        phase === 'leaving' && 'pointer-events-none opacity-0',
      )}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_45%,rgb(255_90_54/0.18),transparent_55%)]" />
      <LogoMark className="relative size-20 animate-splash-logo" />
      <span
        className="relative text-2xl font-black tracking-[0.35em] text-white uppercase"
        dir="ltr"
      >
        Tengu
      </span>
      <div className="relative h-1 w-40 overflow-hidden rounded-full bg-ink-700">
        <div className="h-full w-2/5 rounded-full bg-accent animate-progress" />
      </div>
    </div>
  );
}
