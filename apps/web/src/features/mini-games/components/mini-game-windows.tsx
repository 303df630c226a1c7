import { Maximize2, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloatingStack } from '@/lib/floating-stack';
import { useMiniGamesStore } from '../mini-games-store';
import { COLLAPSED_WIDTH } from '../mini-window-geometry';
import { MiniGameWindowFrame, type MiniGameContent } from './mini-game-window';

export interface MiniGameWindowsProps {
  /** The game behind a slug (of a provider), or null when it cannot be played in a window. */
  resolve: (slug: string, provider: string) => MiniGameContent | null;
}

/**
 * Every open mini-game window (spec document 1 section 2): the expanded ones float, the
 * collapsed ones wait in a bar at the bottom of the screen.
 */
export default function MiniGameWindows({ resolve }: MiniGameWindowsProps) {
  const { t } = useTranslation('shell');
  const windows = useMiniGamesStore((s) => s.windows);
  const stack = useMiniGamesStore((s) => s.stack);
  const raise = useFloatingStack((s) => s.raise);
  // The windows register in page order; then the kept stack (a reload) puts the last focused on top.
  useEffect(() => {
    for (const id of stack) raise(`mini-game:${id}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const toggleCollapsed = useMiniGamesStore((s) => s.toggleCollapsed);
  const close = useMiniGamesStore((s) => s.close);
  const collapsed = windows.filter((w) => w.isCollapsed);

  return (
    <>
      {windows.map((win) =>
        win.isCollapsed ? null : (
          <MiniGameWindowFrame key={win.id} win={win} content={resolve(win.type, win.provider)} />
        ),
      )}
      {collapsed.length > 0 && (
        <div
          data-testid="mini-window-bar"
          aria-label={t('miniGames.bar')}
          role="toolbar"
          className="pointer-events-none fixed inset-x-0 bottom-[64px] z-[48] flex flex-wrap justify-center gap-2 px-2 md:bottom-3"
        >
          {collapsed.map((win) => {
            const title = resolve(win.type, win.provider)?.title ?? win.type;
            return (
              <div
                key={win.id}
                data-testid={`mini-window-chip-${win.type}`}
                className="pointer-events-auto flex h-10 items-center gap-1 rounded-full border border-ink-600 bg-ink-800 ps-4 pe-1 shadow-lg"
                style={{ width: COLLAPSED_WIDTH }}
              >
                <span className="min-w-0 flex-1 truncate text-sm font-bold" dir="ltr">
                  {title}
                </span>
                <button
                  type="button"
                  data-testid="mini-window-restore"
                  aria-label={t('miniGames.restore', { game: title })}
                  title={t('miniGames.restore', { game: title })}
                  onClick={() => toggleCollapsed(win.id)}
                  className="flex size-8 cursor-pointer items-center justify-center rounded-full text-fog hover:bg-ink-600 hover:text-white"
                >
                  <Maximize2 aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={t('miniGames.closeGame', { game: title })}
                  title={t('miniGames.closeGame', { game: title })}
                  onClick={() => close(win.id)}
                  className="flex size-8 cursor-pointer items-center justify-center rounded-full text-fog hover:bg-ink-600 hover:text-white"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
