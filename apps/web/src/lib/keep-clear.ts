import type { Area, Obstacle, Rect } from './floating-placement';

/**
 * What floating panels keep clear of, read from the page: elements marked
 * `data-keep-clear="control"` (a whole element the player needs: a game's toolbar, the sidebars,
 * a window's title bar, another panel, the live-support button), `"window"` (a floating window's
 * body), or `"area"` (a game's board or bet panel: covering it costs a little, covering one of
 * the buttons and inputs inside it as much as a control).
 */
const WEIGHTS: Record<string, number> = { control: 100, window: 20, area: 1 };
const CONTROL_WEIGHT = 100;
const INTERACTIVE = 'button, input, select, textarea, a[href], [role="slider"], [role="tab"]';

/** Below 768 px the phone footer (60 px) covers the bottom (lib/breakpoints.ts). */
const PHONE_MAX = 767;
const HEADER_HEIGHT = 60;
const FOOTER_HEIGHT = 60;

export function floatingArea(): Area {
  const footer = window.innerWidth <= PHONE_MAX ? FOOTER_HEIGHT : 0;
  return {
    left: 0,
    top: HEADER_HEIGHT,
    right: window.innerWidth,
    bottom: window.innerHeight - footer,
  };
}

/** Every marked element on screen, except `self` and what it contains. */
export function keepClearObstacles(self?: Element | null): Obstacle[] {
  const obstacles: Obstacle[] = [];
  for (const element of document.querySelectorAll('[data-keep-clear]')) {
    if (self && (self === element || self.contains(element))) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const kind = element.getAttribute('data-keep-clear') ?? '';
    obstacles.push({ rect: rectOf(box), weight: WEIGHTS[kind] ?? 1 });
    if (kind !== 'area') continue;
    for (const control of element.querySelectorAll(INTERACTIVE)) {
      const inner = control.getBoundingClientRect();
      if (inner.width > 0 && inner.height > 0) {
        obstacles.push({ rect: rectOf(inner), weight: CONTROL_WEIGHT });
      }
    }
  }
  return obstacles;
}

function rectOf(box: DOMRect): Rect {
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}
