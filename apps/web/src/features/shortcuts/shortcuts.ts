/**
 * Keyboard shortcuts (spec document 1 section 2): Ctrl or Cmd+F search; F1 rewards (logged in);
 * F2 vault (logged in); F3 live stats; F12 the shortcuts list; Escape closes it. None fire while
 * the player types in an input, a text area or a select.
 */
export type ShortcutAction = 'search' | 'rewards' | 'vault' | 'liveStats' | 'shortcuts';

export interface ShortcutKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** The list the shortcuts modal shows, in the spec's order. */
export const SHORTCUTS: readonly {
  action: ShortcutAction;
  keys: readonly string[];
  needsLogin: boolean;
}[] = [
  { action: 'search', keys: ['Ctrl', 'F'], needsLogin: false },
  { action: 'rewards', keys: ['F1'], needsLogin: true },
  { action: 'vault', keys: ['F2'], needsLogin: true },
  { action: 'liveStats', keys: ['F3'], needsLogin: true },
  { action: 'shortcuts', keys: ['F12'], needsLogin: false },
];

export function shortcutFor(event: ShortcutKey): ShortcutAction | null {
  if (event.altKey) return null;
  const isCommand = event.ctrlKey === true || event.metaKey === true;
  if (isCommand && !event.shiftKey && event.key.toLowerCase() === 'f') return 'search';
  if (isCommand || event.shiftKey) return null;
  switch (event.key) {
    case 'F1':
      return 'rewards';
    case 'F2':
      return 'vault';
    case 'F3':
      return 'liveStats';
    case 'F12':
      return 'shortcuts';
    default:
      return null;
  }
}

/** Typing somewhere: shortcuts stay out of the way. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}
