import type { Game } from '@tengu/shared';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { cn } from '@/lib/cn';
import { useFavourites, useToggleFavourite } from '../api/provider-games-api';

/** The heart on a game card: toggles the favourite; a visitor gets the sign-in modal. */
export function FavouriteButton({ game, className }: { game: Game; className?: string }) {
  const { t } = useTranslation('provider-games');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const { data } = useFavourites();
  const toggle = useToggleFavourite();
  const isFavourite = isLoggedIn && (data?.games.some((g) => g.uuid === game.uuid) ?? false);
  const label = t(isFavourite ? 'card.unfavourite' : 'card.favourite', { game: game.name });
  return (
    <button
      type="button"
      data-testid="favourite-toggle"
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      onClick={() => {
        if (!isLoggedIn) openAuth('signIn');
        else toggle.mutate({ game, favourite: !isFavourite });
      }}
      className={cn(
        'flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/45 backdrop-blur-sm transition-colors hover:bg-black/65',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4', isFavourite ? 'fill-accent text-accent' : 'text-white')}
      />
    </button>
  );
}
