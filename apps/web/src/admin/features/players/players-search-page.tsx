import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { CsvButton } from '@/admin/components/table-toolbar';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { usePlayerSearch } from './api';
import { StatusBadge } from './components/status-badge';

/** /admin/players: search by name, email, id, deposit address or transaction id. */
export function PlayersSearchPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = usePlayerSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {});
  };
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-bold">{t('players.searchTitle')}</h1>
      <form onSubmit={submit} className="flex gap-2" role="search">
        <label htmlFor="console-player-search" className="sr-only">
          {t('players.searchLabel')}
        </label>
        <Input
          id="console-player-search"
          data-testid="console-player-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('players.searchPlaceholder')}
          autoComplete="off"
        />
        <Button type="submit" data-testid="console-player-search-submit" className="h-11">
          <Search aria-hidden="true" className="size-4" />
          {t('players.search')}
        </Button>
      </form>
      <Panel
        title={t('players.searchTitle')}
        testId="console-player-results"
        action={
          q ? <CsvButton path="/admin/players" query={{ q }} testId="console-players-csv" /> : null
        }
      >
        {!q ? (
          <EmptyState text={t('players.searchHint')} />
        ) : search.isPending ? (
          <LoadingRows />
        ) : search.isError ? (
          <ErrorState onRetry={() => void search.refetch()} />
        ) : search.data.players.length === 0 ? (
          <EmptyState text={t('players.noResults', { q })} />
        ) : (
          <DataTable<PlayerSummary>
            rows={search.data.players}
            rowKey={(p) => p.id}
            columns={[
              {
                key: 'player',
                header: t('players.columns.player'),
                cell: (p) => (
                  <Link
                    to={`/admin/players/${p.id}`}
                    data-testid="console-player-link"
                    className="font-semibold text-white hover:text-accent"
                  >
                    {p.username}
                  </Link>
                ),
              },
              { key: 'email', header: t('players.columns.email'), cell: (p) => p.email ?? '—' },
              {
                key: 'status',
                header: t('players.columns.status'),
                cell: (p) => <StatusBadge status={p.status} />,
              },
              {
                key: 'joined',
                header: t('players.columns.joined'),
                cell: (p) => formatTime(p.createdAt),
              },
              {
                key: 'match',
                header: t('players.columns.match'),
                cell: (p) => (
                  <span className="text-fog">{t(`players.matchedBy.${p.matchedBy}`)}</span>
                ),
              },
            ]}
          />
        )}
      </Panel>
    </div>
  );
}
