import type { Game } from '@tengu/shared';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CoverArt } from '@/components/ui/cover-art';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/lib/localized-link';
import { FavouriteButton } from './favourite-button';

/** `/casino/game/{slug}` (document 1 section 2: provider slugs keep their case). */
export function gamePath(game: Pick<Game, 'slug'>): string {
  return `/casino/game/${encodeURIComponent(game.slug)}`;
}

/** A game in a grid: its art on its gradient, name and provider, and the favourite heart. */
export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation('provider-games');
  return (
    <div className="relative" data-testid="game-card" data-slug={game.slug}>
      <LocalizedLink
        to={gamePath(game)}
        className="group block rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-accent"
      >
        <CoverArt
          image={game.image}
          gradient={game.image_gradient}
          className="relative block aspect-[3/4] overflow-hidden rounded-[var(--radius-card)] shadow-lg ring-1 ring-white/10 transition-transform duration-200 group-hover:-translate-y-1"
          fallback={
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center">
              <Gamepad2 aria-hidden="true" className="size-10 text-white/40" />
              <span
                className="text-sm font-extrabold tracking-wide text-white uppercase drop-shadow"
                dir="ltr"
              >
                {game.name}
              </span>
            </span>
          }
        >
          <span className="absolute start-2 top-2 flex flex-col items-start gap-1">
            {game.house && <Badge>{t('card.original')}</Badge>}
            {game.bonusBuy && <Badge>{t('card.bonusBuy')}</Badge>}
            {game.categories.includes('live') && <Badge>{t('card.live')}</Badge>}
          </span>
        </CoverArt>
        <p className="mt-2 truncate text-sm font-bold text-white" dir="ltr">
          {game.name}
        </p>
        <p className="truncate text-xs text-fog" dir="ltr">
          {game.provider}
        </p>
      </LocalizedLink>
      {!game.house && <FavouriteButton game={game} className="absolute end-2 top-2" />}
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-black/55 px-2 py-0.5 text-[10px] font-bold tracking-wider text-white uppercase backdrop-blur-sm">
      {children}
    </span>
  );
}

export function GameCardSkeleton() {
  return (
    <div data-testid="game-card-skeleton">
      <Skeleton className="aspect-[3/4] w-full rounded-[var(--radius-card)]" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-1 h-3 w-1/2" />
    </div>
  );
}
