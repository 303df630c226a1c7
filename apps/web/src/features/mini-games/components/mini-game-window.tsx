import { Maximize2, Minimize2, Minus, X } from 'lucide-react';
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { WindowErrorBoundary } from './window-error-boundary';
import {
  clampPosition,
  effectiveWidth,
  initialPosition,
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

/**
 * Game pages lay out by the viewport (`md:` classes); in a 400 px window on a wide screen that
 * would squeeze the board beside the controls. These rules give the narrow window the phone
 * layout: controls under the board. (GameLayout moving to container queries would make them
 * unnecessary.)
 */
const NARROW_LAYOUT = cn(
  "[&_[class~='md:flex-row']]:flex-col",
  "[&_[class~='md:w-80']]:w-full",
  "[&_[class~='md:order-1']]:order-2",
  "[&_[class~='md:order-2']]:order-1",
  "[&_[class~='md:border-e']]:border-e-0",
  "[&_[class~='md:border-t-0']]:border-t",
);

const iconButton =
  'flex size-7 cursor-pointer items-center justify-center rounded-md text-fog transition-colors hover:bg-ink-600 hover:text-white';

/** One floating window; the title bar drags it, clamped to the screen. */
/** Windows stack between the sidebars (z 30) and the bottom bar and modals (z 48 and up). */
const BASE_LAYER = 40;
const MAX_LAYER = 47;

export function MiniGameWindowFrame({
  win,
  index,
  layer,
  content,
}: {
  win: MiniGameWindow;
  /** Opening order, for the staggered first position. */
  index: number;
  /** Place in the stack; the focused window is drawn on top. */
  layer: number;
  content: MiniGameContent | null;
}) {
  const { t } = useTranslation('shell');
  const { move, close, toggleWidth, toggleCollapsed, focus } = useMiniGamesStore();
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const width = effectiveWidth(win.width, viewport());
  const [position, setPosition] = useState<Point>(
    () => win.position ?? initialPosition(index, width, viewport()),
  );

  const clampHere = useCallback(
    (point: Point) =>
      clampPosition(
        point,
        { width, height: ref.current?.offsetHeight ?? TITLE_BAR_HEIGHT },
        viewport(),
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
      aria-label={t('miniGames.windowLabel', { game: title })}
      onPointerDownCapture={() => focus(win.id)}
      className="fixed flex max-h-[calc(100dvh-80px)] flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-900 shadow-[0_16px_48px_rgb(0_0_0/0.55)]"
      style={{
        left: position.x,
        top: position.y,
        width,
        zIndex: Math.min(BASE_LAYER + layer, MAX_LAYER),
      }}
    >
      <header
        data-testid="mini-window-titlebar"
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
      <div
        className={cn(
          'min-h-0 flex-1 overflow-auto overscroll-contain',
          win.width === 400 && NARROW_LAYOUT,
        )}
      >
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
