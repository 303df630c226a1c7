/** Mini-game window sizes and the on-screen clamp (spec document 1 sections 2 and 9). */
export const MINI_WINDOW_WIDTHS = [400, 800] as const;
export type MiniWindowWidth = (typeof MINI_WINDOW_WIDTHS)[number];

/** The title bar stays reachable: the window keeps this much of itself on screen. */
export const TITLE_BAR_HEIGHT = 40;
/** Collapsed windows sit in a bar at the bottom, each this wide. */
export const COLLAPSED_WIDTH = 220;

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The window's width on this screen: never wider than the screen minus a small margin. */
export function effectiveWidth(width: MiniWindowWidth, viewport: Viewport): number {
  return Math.max(240, Math.min(width, viewport.width - 16));
}

/**
 * Keeps the whole width and the title bar inside the viewport: the player can always grab the
 * window again. `top` is the fixed header's height, which the window may not slide under;
 * `bottom` is where the screen ends for it (above the phone footer).
 */
export function clampPosition(
  position: Point,
  size: { width: number; height: number },
  viewport: Viewport,
  top = 60,
  bottom = viewport.height,
): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(top, bottom - Math.min(size.height, bottom - top));
  return {
    x: Math.round(Math.min(Math.max(0, position.x), maxX)),
    y: Math.round(Math.min(Math.max(top, position.y), maxY)),
  };
}
