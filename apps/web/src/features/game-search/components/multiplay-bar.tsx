import type { Game } from '@tengu/shared';
import { Play, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MAX_MULTIPLAY_GAMES } from '@/features/home/game-path';
import { canStartMultiplay } from '../multiplay-selection';
import { GameThumb } from './game-thumb';

/** The multiplay selection (n/4) under the results, with the way to start it. */
export function MultiplayBar({
  selected,
  onRemove,
  onPlay,
}: {
  selected: readonly Game[];
  onRemove: (game: Game) => void;
  onPlay: () => void;
}) {
  const { t } = useTranslation('multiplay');
  const canPlay = canStartMultiplay(selected);
  return (
    <div
      data-testid="multiplay-bar"
      className="sticky -bottom-5 z-10 -mx-5 mt-4 border-t border-ink-600 bg-ink-800/95 px-5 pt-3 pb-5 backdrop-blur xs:-bottom-6 xs:-mx-6 xs:px-6 xs:pb-6"
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-sm font-bold text-white">
          {t('search.selected')}{' '}
          <span data-testid="multiplay-count" className="tabular-nums" dir="ltr">
            {selected.length}/{MAX_MULTIPLAY_GAMES}
          </span>
        </p>
        {!canPlay && <p className="text-xs text-fog">{t('search.pickMore')}</p>}
      </div>
      <div className="flex items-center gap-3">
        <ul className="flex min-w-0 flex-1 gap-2" aria-label={t('search.selected')}>
          {Array.from({ length: MAX_MULTIPLAY_GAMES }, (_, index) => {
            const game = selected[index];
            return game ? (
              <li key={game.uuid} className="relative">
                <GameThumb game={game} />
                <button
                  type="button"
                  aria-label={t('search.remove', { game: game.name })}
                  title={t('search.remove', { game: game.name })}
                  onClick={() => onRemove(game)}
                  className="absolute -end-1.5 -top-1.5 flex size-5 cursor-pointer items-center justify-center rounded-full bg-ink-950 text-fog ring-1 ring-ink-600 hover:text-white"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ) : (
              <li
                key={`empty-${index}`}
                aria-hidden="true"
                className="h-12 w-10 rounded-md border border-dashed border-ink-500"
              />
            );
          })}
        </ul>
        <Button data-testid="multiplay-play" disabled={!canPlay} onClick={onPlay}>
          <Play aria-hidden="true" className="size-4" />
          {t('search.play')}
        </Button>
      </div>
    </div>
  );
}
