import { FREE_SPIN_FALLBACK_GAMES, type Game } from '@tengu/shared';
import { Check, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CoverArt } from '@/components/ui/cover-art';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFreeSpinGames } from '../api/get-free-spin-games';

/** A game the spins can be played on: a catalogue uuid, or a fallback game's code. */
export interface PickedGame {
  ref: string;
  name: string;
  slug: string;
}

interface Tile extends PickedGame {
  image: string | null;
  gradient: readonly [string, string];
}

const FALLBACK_GRADIENT = ['#3b2f6b', '#17162b'] as const;

function tileOf(game: Game): Tile {
  const [from = FALLBACK_GRADIENT[0], to = FALLBACK_GRADIENT[1]] = game.image_gradient;
  return {
    ref: game.uuid,
    name: game.name,
    slug: game.slug,
    image: game.image,
    gradient: [from, to],
  };
}

/**
 * The slots of the free-spin provider with their covers (spec document 2 section 7, "Provider
 * games | page 1, size 100"); when that list cannot load or is empty, the fallback list of five
 * (section 9), without the codes the server said it does not know (ADR 033).
 */
export function FreeSpinGamePicker({
  provider,
  knownFallbackCodes,
  selected,
  onSelect,
}: {
  provider: string | undefined;
  knownFallbackCodes: readonly string[] | undefined;
  selected: string | null;
  onSelect: (game: PickedGame) => void;
}) {
  const { t } = useTranslation('free-spins');
  const games = useFreeSpinGames(provider);
  const isLoading = provider === undefined || games.isPending;
  if (isLoading && !games.isError) {
    return (
      <div data-testid="free-spin-games-loading" className="grid grid-cols-4 gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4] w-full rounded-[var(--radius-control)]" />
        ))}
      </div>
    );
  }
  const listed = games.data?.games ?? [];
  const isFallback = listed.length === 0;
  const tiles: Tile[] = isFallback
    ? FREE_SPIN_FALLBACK_GAMES.filter(
        (g) => !knownFallbackCodes?.length || knownFallbackCodes.includes(g.code),
      ).map((g) => ({
        ref: g.code,
        name: g.name,
        slug: g.slug,
        image: null,
        gradient: FALLBACK_GRADIENT,
      }))
    : listed.map(tileOf);
  return (
    <div className="space-y-2">
      {isFallback && (
        <p data-testid="free-spin-games-fallback" className="text-xs text-fog">
          {t('picker.fallback')}
        </p>
      )}
      <div
        role="radiogroup"
        aria-label={t('tip.game')}
        data-testid="free-spin-games"
        className="grid max-h-72 grid-cols-4 gap-2 overflow-y-auto p-0.5"
      >
        {tiles.map((tile) => (
          <GameTile
            key={tile.ref}
            tile={tile}
            isSelected={selected === tile.ref}
            onSelect={() => onSelect(tile)}
            selectedLabel={t('picker.selected')}
          />
        ))}
      </div>
    </div>
  );
}

function GameTile({
  tile,
  isSelected,
  onSelect,
  selectedLabel,
}: {
  tile: Tile;
  isSelected: boolean;
  onSelect: () => void;
  selectedLabel: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      data-testid="free-spin-game"
      data-slug={tile.slug}
      onClick={onSelect}
      className="group min-w-0 cursor-pointer text-start focus-visible:outline-none"
    >
      <CoverArt
        image={tile.image}
        gradient={tile.gradient}
        className={cn(
          'relative block aspect-[3/4] overflow-hidden rounded-[var(--radius-control)] ring-1 ring-white/10 transition',
          'group-focus-visible:ring-2 group-focus-visible:ring-accent',
          isSelected ? 'ring-2 ring-accent' : 'group-hover:ring-white/30',
        )}
        fallback={
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 p-1.5 text-center">
            <Gamepad2 aria-hidden="true" className="size-7 text-white/40" />
            <span
              className="text-[10px] leading-tight font-extrabold tracking-wide text-white uppercase drop-shadow"
              dir="ltr"
            >
              {tile.name}
            </span>
          </span>
        }
      >
        {isSelected && (
          <span className="absolute end-1 top-1 flex size-5 items-center justify-center rounded-full bg-accent text-white">
            <Check aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{selectedLabel}</span>
          </span>
        )}
      </CoverArt>
      <span
        className={cn(
          'mt-1 block truncate text-xs font-semibold',
          isSelected ? 'text-white' : 'text-fog',
        )}
        dir="ltr"
      >
        {tile.name}
      </span>
    </button>
  );
}
