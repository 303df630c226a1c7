import { useEffect, useRef } from 'react';
import { isTypingTarget, shortcutFor, SHORTCUTS, type ShortcutAction } from './shortcuts';

/** Listens on the window; handlers come from the app, which knows every modal and panel. */
export function useKeyboardShortcuts(
  isLoggedIn: boolean,
  handlers: Record<ShortcutAction, () => void>,
): void {
  const latest = useRef({ isLoggedIn, handlers });
  latest.current = { isLoggedIn, handlers };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      const needsLogin = SHORTCUTS.find((s) => s.action === action)?.needsLogin ?? false;
      if (needsLogin && !latest.current.isLoggedIn) return;
      // The browser's own find, help and devtools keys give way to the app's.
      event.preventDefault();
      latest.current.handlers[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
