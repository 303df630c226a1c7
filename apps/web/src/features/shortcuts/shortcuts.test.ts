import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor } from './shortcuts';

describe('keyboard shortcuts', () => {
  it('maps the spec keys', () => {
    expect(shortcutFor({ key: 'f', ctrlKey: true })).toBe('search');
    expect(shortcutFor({ key: 'F', metaKey: true })).toBe('search');
    expect(shortcutFor({ key: 'F1' })).toBe('rewards');
    expect(shortcutFor({ key: 'F2' })).toBe('vault');
    expect(shortcutFor({ key: 'F3' })).toBe('liveStats');
    expect(shortcutFor({ key: 'F12' })).toBe('shortcuts');
  });

  it('ignores other keys and combinations', () => {
    expect(shortcutFor({ key: 'f' })).toBeNull();
    expect(shortcutFor({ key: 'F1', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'f', ctrlKey: true, altKey: true })).toBeNull();
    expect(shortcutFor({ key: 'F4' })).toBeNull();
  });

  it('treats a non-element target as not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
