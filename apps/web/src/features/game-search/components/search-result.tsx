import type { Game } from '@tengu/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OpenMiniGameButton } from '@/features/mini-games/components/open-mini-game-button';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { GameThumb } from './game-thumb';

const rowClass =
  'flex w-full items-center gap-3 rounded-[var(--radius-control)] bg-ink-900/70 p-2 text-start ring-1 ring-ink-700 transition-colors hover:bg-ink-700';

function GameLabel({ game }: { game: Game }) {
  const { t } = useTranslation('multiplay');
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate text-sm font-bold text-white" dir="ltr">
        {game.name}
      </span>
      <span className="flex items-center gap-1.5 truncate text-xs text-fog">
        <span className="truncate" dir="ltr">
          {game.provider}
        </span>
        {game.house && (
          <span className="rounded-full bg-ink-700 px-1.5 py-px text-[10px] font-bold tracking-wide uppercase">
            {t('search.original')}
          </span>
        )}
      </span>
    </span>
  );
}

/** A result that opens the game's page (multiplay off). */
export function SearchResultLink({
  game,
  to,
  onOpen,
}: {
  game: Game;
  to: string;
  onOpen: () => void;
}) {
  return (
    <li className="relative">
      <LocalizedLink
        to={to}
        onClick={onOpen}
        data-testid={`search-result-${game.slug}`}
        className={cn(rowClass, 'pe-12')}
      >
        <GameThumb game={game} />
        <GameLabel game={game} />
      </LocalizedLink>
      <OpenMiniGameButton
        slug={game.slug}
        game={game.name}
        // A provider's game opens in its own frame (issue 20); an original in its page.
        {...(game.house ? {} : { provider: game.providerId })}
        className="absolute end-2 top-1/2 -translate-y-1/2"
      />
    </li>
  );
}

/** A result that is picked for a multiplay (multiplay on): a checkbox, no link. */
export function SearchResultOption({
  game,
  isSelected,
  onToggle,
}: {
  game: Game;
  isSelected: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        role="checkbox"
        aria-checked={isSelected}
        data-testid={`search-result-${game.slug}`}
        onClick={onToggle}
        className={cn(rowClass, 'cursor-pointer', isSelected && 'bg-accent/10 ring-accent')}
      >
        <GameThumb game={game} />
        <GameLabel game={game} />
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-md ring-1 transition-colors',
            isSelected ? 'bg-accent ring-accent' : 'bg-ink-800 ring-ink-500',
            game.house && 'opacity-40',
          )}
        >
          {isSelected && <Check className="size-3.5 text-white" strokeWidth={3} />}
        </span>
      </button>
    </li>
  );
}
