import { describe, expect, it } from 'vitest';
import { clampPosition, effectiveWidth } from './mini-window-geometry';

const screen = { width: 1440, height: 900 };

describe('mini-game window geometry', () => {
  it('keeps the window inside the screen and below the header', () => {
    const size = { width: 400, height: 500 };
    expect(clampPosition({ x: -50, y: -20 }, size, screen)).toEqual({ x: 0, y: 60 });
    expect(clampPosition({ x: 5000, y: 5000 }, size, screen)).toEqual({ x: 1040, y: 400 });
    expect(clampPosition({ x: 300, y: 200 }, size, screen)).toEqual({ x: 300, y: 200 });
  });

  it('lets a window taller than the screen keep its title bar reachable', () => {
    const tall = clampPosition({ x: 0, y: 2000 }, { width: 400, height: 2000 }, screen);
    expect(tall.y).toBe(60);
  });

  it('fits 400 and 800 px to narrow screens', () => {
    expect(effectiveWidth(400, screen)).toBe(400);
    expect(effectiveWidth(800, screen)).toBe(800);
    expect(effectiveWidth(800, { width: 390, height: 800 })).toBe(374);
  });

  it('keeps the window above the phone footer', () => {
    const phone = { width: 390, height: 844 };
    const low = clampPosition({ x: 0, y: 2000 }, { width: 374, height: 300 }, phone, 60, 784);
    expect(low.y).toBe(484);
  });
});
