import type { ReactNode } from 'react';
import type { RecentResult } from '../hooks/use-recent-results';
import { SoundToggle } from '../sound/sound-toggle';
import { RecentResults } from './recent-results';

/** What the app composes into a game page from other features. */
export interface GamePageSlots {
  toolbar?: ReactNode;
  footer?: ReactNode;
}

export interface GameLayoutProps {
  /** The game's display name. */
  title: string;
  panel: ReactNode;
  board: ReactNode;
  results: readonly RecentResult[];
  /** Buttons above the board (Fairness). */
  toolbar?: ReactNode;
  /** Below everything (live tables). */
  footer?: ReactNode;
}

/**
 * Every in-house game: controls on the left (under the board on phones), the board on the
 * right, the recent results and the live tables below.
 */
export function GameLayout({ title, panel, board, results, toolbar, footer }: GameLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-3 md:p-4" data-testid="game-layout">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-900">
        <div className="flex flex-col md:flex-row">
          <aside className="order-2 w-full border-t border-ink-700 md:order-1 md:w-80 md:shrink-0 md:border-t-0 md:border-e">
            {panel}
          </aside>
          <section className="order-1 flex min-w-0 flex-1 flex-col md:order-2">
            <div className="flex items-center justify-between gap-2 border-b border-ink-700 px-4 py-2">
              <h1 className="text-base font-bold">{title}</h1>
              <div className="flex items-center gap-2">
                <SoundToggle />
                {toolbar}
              </div>
            </div>
            <div className="flex min-h-72 flex-1 items-center justify-center p-4 md:min-h-[26rem]">
              {board}
            </div>
            <div className="border-t border-ink-700 px-4 py-2">
              <RecentResults results={results} />
            </div>
          </section>
        </div>
      </div>
      {footer}
    </div>
  );
}
