import { Maximize2, Minimize2, Minus, X } from 'lucide-react';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { freeSpot } from '@/lib/floating-placement';
import { useFloatingLayer } from '@/lib/floating-stack';
import { floatingArea, keepClearObstacles } from '@/lib/keep-clear';
import { WindowErrorBoundary } from './window-error-boundary';
import {
  clampPosition,
  effectiveWidth,
  TITLE_BAR_HEIGHT,
  type Point,
} from '../mini-window-geometry';
import { useMiniGamesStore, type MiniGameWindow } from '../mini-games-store';

export interface MiniGameContent {
  title: string;
  Component: ComponentType;
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** A window's first height is its loading state's; it opens where its full height fits. */
const OPENING_HEIGHT = 640;

const iconButton =
  'flex size-7 cursor-pointer items-center justify-center rounded-md text-fog transition-colors hover:bg-ink-600 hover:text-white';

/**
 * One floating window; the title bar drags it, clamped to the screen. Game pages lay themselves
 * out by their own width (GameLayout's container query), so a 400 px window gets the phone layout.
 * Windows share one stacking order with Live Stats (lib/floating-stack.ts).
 */
export function MiniGameWindowFrame({
  win,
  content,
}: {
  win: MiniGameWindow;
  content: MiniGameContent | null;
}) {
  const { t } = useTranslation('shell');
  const { move, close, toggleWidth, toggleCollapsed, focus } = useMiniGamesStore();
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const width = effectiveWidth(win.width, viewport());
  const [position, setPosition] = useState<Point>(
    () => win.position ?? { x: viewport().width - width, y: 60 },
  );
  const layer = useFloatingLayer(`mini-game:${win.id}`);
  // A new window opens where it covers no other panel, window or the page's controls, else the
  // least of them (issue 14: Live Stats and windows covered each other's buttons).
  const hasStoredPosition = win.position !== null;
  useLayoutEffect(() => {
    if (hasStoredPosition || !ref.current) return;
    const area = floatingArea();
    const height = Math.min(OPENING_HEIGHT, area.bottom - area.top - 16);
    setPosition(freeSpot({ width, height }, area, keepClearObstacles(ref.current)));
    // Only when it opens: a wider window keeps its place (the clamp below keeps it on screen).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasStoredPosition]);

  const clampHere = useCallback(
    (point: Point) =>
      clampPosition(
        point,
        { width, height: ref.current?.offsetHeight ?? TITLE_BAR_HEIGHT },
        viewport(),
        undefined,
        floatingArea().bottom,
      ),
    [width],
  );

  // A wider window, a resized screen or a stored position from a larger screen: clamp again.
  useEffect(() => {
    const reclamp = () => setPosition((p) => clampHere(p));
    reclamp();
    window.addEventListener('resize', reclamp);
    return () => window.removeEventListener('resize', reclamp);
  }, [clampHere]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    focus(win.id);
    layer.raise();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      dx: event.clientX - position.x,
      dy: event.clientY - position.y,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPosition(clampHere({ x: event.clientX - current.dx, y: event.clientY - current.dy }));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    move(win.id, position);
  };

  const title = content?.title ?? win.type;
  return (
    <section
      ref={ref}
      data-testid={`mini-window-${win.type}`}
      data-width={win.width}
      data-keep-clear="window"
      aria-label={t('miniGames.windowLabel', { game: title })}
      onPointerDownCapture={() => {
        focus(win.id);
        layer.raise();
      }}
      className="fixed flex max-h-[calc(100dvh-80px)] flex-col max-md:max-h-[calc(100dvh-140px)] overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-900 shadow-[0_16px_48px_rgb(0_0_0/0.55)]"
      style={{
        left: position.x,
        top: position.y,
        width,
        zIndex: layer.zIndex,
      }}
    >
      <header
        data-testid="mini-window-titlebar"
        data-keep-clear="control"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="flex shrink-0 cursor-grab touch-none items-center gap-2 border-b border-ink-700 bg-ink-800 ps-3 pe-1 select-none active:cursor-grabbing"
        style={{ height: TITLE_BAR_HEIGHT }}
      >
        <h2 className="min-w-0 flex-1 truncate text-sm font-bold" dir="ltr">
          {title}
        </h2>
        <button
          type="button"
          data-testid="mini-window-width"
          className={iconButton}
          aria-label={t(win.width === 800 ? 'miniGames.shrink' : 'miniGames.expand')}
          title={t(win.width === 800 ? 'miniGames.shrink' : 'miniGames.expand')}
          onClick={() => toggleWidth(win.id)}
        >
          {win.width === 800 ? (
            <Minimize2 aria-hidden="true" className="size-4" />
          ) : (
            <Maximize2 aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          data-testid="mini-window-collapse"
          className={iconButton}
          aria-label={t('miniGames.collapse')}
          title={t('miniGames.collapse')}
          onClick={() => toggleCollapsed(win.id)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          data-testid="mini-window-close"
          className={iconButton}
          aria-label={t('miniGames.close')}
          title={t('miniGames.close')}
          onClick={() => close(win.id)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto overscroll-contain">
        {content ? (
          <WindowErrorBoundary
            fallback={<p className="p-6 text-center text-fog">{t('miniGames.failed')}</p>}
          >
            <Suspense
              fallback={
                <div className="flex h-64 items-center justify-center">
                  <Spinner label={t('miniGames.loading')} />
                </div>
              }
            >
              <content.Component />
            </Suspense>
          </WindowErrorBoundary>
        ) : (
          <p className="p-6 text-center text-fog">{t('miniGames.unavailable')}</p>
        )}
      </div>
    </section>
  );
}
