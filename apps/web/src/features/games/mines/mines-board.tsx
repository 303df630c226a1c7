import { Bomb, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MINES_TILES, type MinesGame } from '@tengu/shared';
import { cn } from '@/lib/cn';
import type { MinesEnd } from './use-mines-game';

interface MinesBoardProps {
  game: MinesGame | null;
  end: MinesEnd | null;
  isBusy: boolean;
  onReveal: (tile: number) => void;
  /** Auto mode: the tiles picked for every auto round, in order; clicks toggle them. */
  autoTiles?: readonly number[] | null;
  onToggleAuto?: (tile: number) => void;
}

/**
 * The 5×5 field: gems flip in as they are found. The end (a loss or a cash-out) lays the whole
 * board open, as the best sites do (issue 14): every mine and every gem, the tiles the player
 * never picked dimmed, the mine that was hit in red. In auto mode
 * (`autoTiles` set) a click between rounds picks or unpicks a tile for the auto rounds; the
 * picks stay outlined while the rounds play.
 */
export function MinesBoard(props: MinesBoardProps) {
  const { game, end, isBusy, onReveal, autoTiles = null, onToggleAuto } = props;
  const { t } = useTranslation('games');
  const revealed = new Set(game?.revealed ?? end?.revealed ?? []);
  const mines = new Set(game ? [] : (end?.minePositions ?? []));
  // Once the server has revealed the mines, every other tile is a gem.
  const isBoardOpen = !game && mines.size > 0;
  return (
    <div
      className="grid w-full max-w-md grid-cols-5 gap-2 xs:gap-3"
      data-testid="mines-board"
      dir="ltr"
    >
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const isMine = mines.has(tile);
        const isPicked = revealed.has(tile);
        const isGem = !isMine && (isPicked || isBoardOpen);
        const isHit = end?.hit === tile && !game;
        const isOpen = isGem || isMine;
        // Ended board: what the player did not pick is shown, greyed.
        const isDimmed = isBoardOpen && !isPicked;
        const autoIndex = autoTiles ? autoTiles.indexOf(tile) : -1;
        const isPicking = autoTiles !== null && game === null && !isBusy;
        const canClick = isPicking || (autoTiles === null && game !== null && !isGem && !isBusy);
        return (
          <button
            key={tile}
            type="button"
            data-testid="mines-tile"
            data-state={isMine ? 'mine' : isGem ? 'gem' : 'hidden'}
            data-dimmed={isDimmed || undefined}
            data-auto={autoIndex >= 0 ? autoIndex + 1 : undefined}
            aria-pressed={autoTiles ? autoIndex >= 0 : undefined}
            aria-label={t('mines.tile', { n: tile + 1 })}
            disabled={!canClick}
            onClick={() => (isPicking ? onToggleAuto?.(tile) : onReveal(tile))}
            className={cn(
              'flex aspect-square items-center justify-center rounded-lg shadow-[0_4px_0_0_rgb(0_0_0/0.35)] transition-all duration-200',
              !isOpen && 'bg-ink-600',
              canClick && 'cursor-pointer hover:-translate-y-0.5 hover:bg-ink-500',
              isGem && 'bg-ink-950 text-emerald-400',
              // Only a found gem flips in: the animation's end state would undo the greying.
              isGem && isPicked && 'motion-safe:animate-page-in',
              isMine && 'bg-ink-950 text-red-400',
              isDimmed && 'opacity-35 grayscale-[60%]',
              isHit && 'bg-red-500/30 opacity-100',
              !game && !isOpen && end && !isPicking && 'opacity-40',
              autoIndex >= 0 && 'relative ring-2 ring-accent ring-inset',
            )}
          >
            {isGem && <Gem aria-hidden="true" className="size-1/2" />}
            {isMine && <Bomb aria-hidden="true" className="size-1/2" />}
            {autoIndex >= 0 && !isOpen && (
              <span className="text-sm font-bold text-accent tabular-nums">{autoIndex + 1}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
