import { Heart, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { LocalizedLink } from '@/lib/localized-link';
import { useFavourites } from '../api/provider-games-api';
import { GameGrid } from '../components/game-grid';
import { ListHeader } from '../components/list-header';
import { ListMessage } from '../components/list-states';

/** /casino/favourites: the player's hearted games; a visitor is asked to sign in. */
export function FavouritesPage() {
  const { t } = useTranslation('provider-games');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const favourites = useFavourites();
  return (
    <section data-testid="favourites-page" className="mx-auto max-w-7xl">
      <ListHeader
        icon={Heart}
        title={t('lists.favourites.title')}
        subtitle={t('lists.favourites.subtitle')}
        total={favourites.data?.games.length}
      />
      {!isLoggedIn ? (
        <ListMessage
          testId="favourites-sign-in"
          icon={LogIn}
          title={t('states.signInTitle')}
          text={t('states.signInText')}
          action={<Button onClick={() => openAuth('signIn')}>{t('states.signIn')}</Button>}
        />
      ) : (
        <GameGrid
          games={favourites.data?.games}
          isLoading={favourites.isPending}
          isError={favourites.isError}
          onRetry={() => void favourites.refetch()}
          empty={
            <ListMessage
              testId="favourites-empty"
              icon={Heart}
              title={t('states.favouritesEmptyTitle')}
              text={t('states.favouritesEmptyText')}
              action={
                <Button asChild variant="secondary">
                  <LocalizedLink to="/casino/slots">{t('states.browseSlots')}</LocalizedLink>
                </Button>
              }
            />
          }
        />
      )}
    </section>
  );
}
