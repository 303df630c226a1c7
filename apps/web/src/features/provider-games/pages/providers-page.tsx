import { ChevronRight, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/lib/localized-link';
import { useGameProviders } from '../api/provider-games-api';
import { ListHeader } from '../components/list-header';
import { ListError, ListMessage } from '../components/list-states';
import { FilteredGameList } from './game-list-page';

/** /casino/providers: every provider with its number of games, each linking to its page. */
export function ProvidersPage() {
  const { t } = useTranslation('provider-games');
  const providers = useGameProviders();
  return (
    <section data-testid="providers-page" className="mx-auto max-w-7xl">
      <ListHeader icon={Store} title={t('providers.title')} subtitle={t('providers.subtitle')} />
      {providers.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : providers.isError ? (
        <ListError onRetry={() => void providers.refetch()} />
      ) : providers.data.providers.length === 0 ? (
        <ListMessage
          testId="providers-empty"
          icon={Store}
          title={t('providers.emptyTitle')}
          text={t('providers.emptyText')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {providers.data.providers.map((provider) => (
            <li key={provider.id}>
              <LocalizedLink
                to={`/casino/providers/${provider.id}`}
                data-testid="provider-link"
                aria-label={t('providers.open', { provider: provider.name })}
                className="flex items-center gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 transition-colors hover:border-ink-500 hover:bg-ink-700"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent to-gold text-lg font-extrabold text-white">
                  {provider.name.charAt(0)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold" dir="ltr">
                    {provider.name}
                  </span>
                  <span className="text-xs text-fog">
                    {t('lists.gamesLabel')}: {provider.games}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-fog rtl:rotate-180" />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /casino/providers/{provider}: the provider's games (spec: page 1, size 100). */
export function ProviderGamesPage() {
  const { t } = useTranslation('provider-games');
  const { provider = '' } = useParams();
  const providers = useGameProviders();
  const name = providers.data?.providers.find((p) => p.id === provider)?.name ?? provider;
  return (
    <FilteredGameList
      filter={{ provider, size: 100 }}
      icon={Store}
      title={name}
      subtitle={t('lists.provider.subtitle')}
    />
  );
}
