import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useRgState } from '../api/get-rg-state';

const RealityCheckModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./reality-check-modal'),
    loadNamespaces('responsible-gambling'),
  ]);
  return { default: module.RealityCheckModal };
});

const SESSION_START_KEY = 'tengu.rg.sessionStart';

/** When this tab's play session began (kept for the tab's life, so a reload does not reset it). */
function sessionStart(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_START_KEY);
    if (stored) return stored;
    const now = new Date().toISOString();
    sessionStorage.setItem(SESSION_START_KEY, now);
    return now;
  } catch {
    return new Date().toISOString();
  }
}

/**
 * The reality check (issue 25 item 5; ADR 050): every N minutes of the player's chosen interval,
 * a modal with the time played this session and its net result. The modal is a lazy chunk.
 */
export function RealityCheckHost({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { data } = useRgState({ isEnabled: isLoggedIn });
  const minutes = isLoggedIn ? (data?.realityCheckMinutes ?? 0) : 0;
  const [since] = useState(sessionStart);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (minutes <= 0 || isOpen) return;
    const period = minutes * 60_000;
    const elapsed = Date.now() - new Date(since).getTime();
    const wait = period - (elapsed % period);
    const timer = window.setTimeout(() => setOpen(true), wait);
    return () => window.clearTimeout(timer);
  }, [minutes, since, isOpen]);

  if (!isOpen || minutes <= 0) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckModal since={since} onKeepPlaying={() => setOpen(false)} />
    </Suspense>
  );
}
