import type { ConsoleCatalogueGame } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { PagedTable } from '@/admin/components/data-table';
import { SearchFilter, SelectFilter } from '@/admin/components/filters';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton } from '@/admin/components/table-toolbar';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueQuery,
  useCatalogueGames,
  useCatalogueProviders,
  useSwitchGame,
  type CatalogueFilter,
} from './api';
import { PositionCell } from './position-cell';
import { ProvidersPanel } from './providers-panel';

/**
 * /admin/catalogue: the providers' games as the players' lobby orders them (featured first),
 * searchable and filtered by provider and switch; switch a game or a whole provider off and on,
 * and set the featured order (ADR 048).
 */
export function CataloguePage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<CatalogueFilter>({
    q: '',
    provider: '',
    enabled: '',
    page: 1,
  });
  const update = (change: Partial<CatalogueFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...change }));
  const games = useCatalogueGames(filter);
  const providers = useCatalogueProviders();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('catalogue.title')}</h1>
      <p className="text-sm text-fog">{t('catalogue.help')}</p>
      <ProvidersPanel />
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter
          id="catalogue-search"
          label={t('catalogue.search')}
          placeholder={t('catalogue.searchPlaceholder')}
          value={filter.q}
          onChange={(q) => update({ q })}
        />
        <SelectFilter
          id="catalogue-provider"
          label={t('catalogue.provider')}
          value={filter.provider}
          allLabel={t('catalogue.allProviders')}
          options={(providers.data?.providers ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(provider) => update({ provider })}
        />
        <SelectFilter
          id="catalogue-enabled"
          label={t('catalogue.switch')}
          value={filter.enabled}
          allLabel={t('catalogue.allGames')}
          options={[
            { value: 'true' as const, label: t('catalogue.onlyOn') },
            { value: 'false' as const, label: t('catalogue.onlyOff') },
          ]}
          onChange={(enabled) => update({ enabled })}
        />
      </div>
      <Panel
        title={t('catalogue.games')}
        testId="catalogue-games"
        action={
          <CsvButton
            path="/admin/catalogue/games"
            query={catalogueQuery(filter)}
            testId="catalogue-csv"
          />
        }
      >
        <QueryView
          query={games}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('catalogue.empty')}
        >
          {(data) => (
            <PagedTable<ConsoleCatalogueGame>
              testId="catalogue-table"
              rows={data.items}
              rowKey={(g) => g.uuid}
              page={filter.page}
              pageSize={CATALOGUE_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
              columns={[
                {
                  key: 'name',
                  header: t('catalogue.game'),
                  cell: (g) => (
                    <div className="min-w-0">
                      <div id={`catalogue-game-${g.uuid}`} className="font-semibold">
                        {g.name}
                      </div>
                      <div className="font-mono text-xs text-fog">{g.code}</div>
                    </div>
                  ),
                },
                {
                  key: 'switch',
                  header: t('catalogue.switch'),
                  cell: (g) => <GameSwitch game={g} />,
                },
                {
                  key: 'status',
                  header: t('catalogue.status'),
                  cell: (g) => <GameStatus game={g} />,
                },
                {
                  key: 'position',
                  header: t('catalogue.position'),
                  cell: (g) => <PositionCell key={`${g.uuid}:${g.position}`} game={g} />,
                },
                { key: 'provider', header: t('catalogue.provider'), cell: (g) => g.providerName },
              ]}
            />
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

function GameStatus({ game }: { game: ConsoleCatalogueGame }) {
  const { t } = useTranslation('admin');
  const status = game.visible
    ? 'visible'
    : !game.offeredByProvider
      ? 'withdrawn'
      : !game.enabled
        ? 'off'
        : 'providerOff';
  return (
    <span
      data-testid={`catalogue-status-${game.code}`}
      className={cn(
        'text-xs font-semibold',
        status === 'visible' ? 'text-emerald-400' : 'text-red-300',
      )}
    >
      {t(`catalogue.statuses.${status}`)}
    </span>
  );
}

function GameSwitch({ game }: { game: ConsoleCatalogueGame }) {
  const { t } = useTranslation('admin');
  const switchGame = useSwitchGame();
  return (
    <Switch
      isOn={game.enabled}
      labelledBy={`catalogue-game-${game.uuid}`}
      testId={`catalogue-switch-${game.code}`}
      disabled={switchGame.isPending}
      onToggle={() =>
        switchGame.mutate(
          { uuid: game.uuid, enabled: !game.enabled },
          {
            onSuccess: () => toast.success(t('common.saved')),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    />
  );
}
