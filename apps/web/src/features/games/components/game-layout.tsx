import type { ReactNode } from 'react';
import type { RecentResult } from '../hooks/use-recent-results';
import { SoundToggle } from '../sound/sound-toggle';
import { GameUnavailableNotice, useGameAvailability } from './game-availability';
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
 * Every in-house game. The layout follows the width of the game itself (a container query),
 * not of the screen, so that a 400 px mini-game window gets the phone layout on a wide screen.
 * Wide: the controls on the left, the board on the right. Narrow (phones, small windows): the
 * board first and the bet panel right under it, so that a 390 x 844 phone shows the board and
 * the Bet button together without scrolling (issue 14); the recent results go last.
 * `data-keep-clear` marks what floating panels must not open over (lib/floating-placement.ts).
 */
export function GameLayout({ title, panel, board, results, toolbar, footer }: GameLayoutProps) {
  // A game the operator closed (ADR 044) shows why instead of its bet form.
  const { isUnavailable, keepsPanel } = useGameAvailability();
  const shownPanel = !isUnavailable ? (
    panel
  ) : keepsPanel ? (
    <>
      <GameUnavailableNotice isCompact />
      {panel}
    </>
  ) : (
    <GameUnavailableNotice />
  );
  return (
    <div className="@container mx-auto w-full max-w-6xl space-y-4 md:p-4" data-testid="game-layout">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-900">
        <div className="grid grid-cols-1 @3xl:grid-cols-[20rem_minmax(0,1fr)] @3xl:grid-rows-[auto_1fr_auto]">
          <div
            data-testid="game-header"
            className="flex min-w-0 items-center justify-between gap-2 border-b border-ink-700 px-3 py-1.5 @md:px-4 @md:py-2 @3xl:col-start-2 @3xl:row-start-1"
          >
            <h1 className="truncate text-base font-bold">{title}</h1>
            <div className="flex items-center gap-2" data-keep-clear="control">
              <SoundToggle />
              {toolbar}
            </div>
          </div>
          <div
            data-testid="game-board"
            data-keep-clear="area"
            className="flex min-h-44 min-w-0 items-center justify-center p-2 *:max-w-full *:min-w-0 @md:p-4 @3xl:col-start-2 @3xl:row-start-2 @3xl:min-h-[26rem]"
          >
            {board}
          </div>
          <aside
            data-keep-clear="area"
            className="min-w-0 border-t border-ink-700 @3xl:col-start-1 @3xl:row-span-3 @3xl:row-start-1 @3xl:border-t-0 @3xl:border-e"
          >
            {shownPanel}
          </aside>
          <div className="min-w-0 border-t border-ink-700 px-3 py-1.5 @md:px-4 @md:py-2 @3xl:col-start-2 @3xl:row-start-3">
            <RecentResults results={results} />
          </div>
        </div>
      </div>
      {footer}
    </div>
  );
}
