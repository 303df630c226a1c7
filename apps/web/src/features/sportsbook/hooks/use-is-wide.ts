import { useSyncExternalStore } from 'react';

/** 1024 px, Tailwind's `lg` (lib/breakpoints.ts): the slip's column from here, its drawer below. */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the slip gets its own column. Its own few lines rather than lib's useMediaQuery: a
 * lazy chunk sharing that module splits it off the shell's bundle, over the first page's budget.
 */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
