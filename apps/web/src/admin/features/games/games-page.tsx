import { GAMES_ROLES, type ConsoleGame } from '@tengu/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useConsoleMe } from '@/admin/console-api';
import { DataTable } from '@/admin/components/data-table';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { useConsoleGames, useSaveGame } from './api';
import { CrashChainPanel } from './crash-chain-panel';
import { GameEditor } from './game-editor';

/** "1 %", "2.7 %": an edge in basis points. */
export const formatEdge = (bps: number) => `${(bps / 100).toLocaleString()} %`;

/**
 * /admin/games (issue 22, ADR 044): each original open or closed, its house edge (fixed by its
 * provably fair rules, read-only), its min/max bet and max profit, today's bets and GGR; the
 * crash chain. Admins change the settings; traders read them.
 */
export function GamesPage() {
  const { t } = useTranslation('admin');
  const me = useConsoleMe();
  const canEdit = (me.data?.roles ?? []).some((role) =>
    (GAMES_ROLES.write as readonly string[]).includes(role),
  );
  const games = useConsoleGames();
  const save = useSaveGame();
  const [editing, setEditing] = useState<ConsoleGame | null>(null);

  const toggle = (game: ConsoleGame) => {
    const closing = game.enabled;
    if (closing && !window.confirm(t('games.confirmClose', { game: game.name }))) return;
    save.mutate(
      {
        game: game.game,
        request: {
          enabled: !game.enabled,
          minBet: game.minBet,
          maxBet: game.maxBet,
          maxProfit: game.maxProfitIsDefault ? null : game.maxProfit,
        },
      },
      {
        onSuccess: () =>
          toast.success(t(closing ? 'games.closed' : 'games.opened', { game: game.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('games.title')}</h1>
      <Panel title={t('games.originals')} testId="console-games">
        <p className="border-b border-ink-700 px-4 py-2 text-xs text-fog">{t('games.edgeNote')}</p>
        <QueryView query={games} isEmpty={(d) => d.games.length === 0} emptyText={t('games.empty')}>
          {(data) => (
            <DataTable<ConsoleGame>
              testId="console-games-table"
              rows={data.games}
              rowKey={(g) => g.game}
              columns={[
                {
                  key: 'name',
                  header: t('games.game'),
                  className: 'whitespace-nowrap',
                  cell: (g) => <span className="font-semibold text-white">{g.name}</span>,
                },
                {
                  key: 'enabled',
                  header: t('games.status'),
                  cell: (g) => (
                    <span className="flex items-center gap-2">
                      {canEdit && (
                        <Switch
                          isOn={g.enabled}
                          onToggle={() => toggle(g)}
                          labelledBy={`console-game-${g.game}-state`}
                          testId={`console-game-toggle-${g.game}`}
                          disabled={save.isPending}
                        />
                      )}
                      <span
                        id={`console-game-${g.game}-state`}
                        data-testid={`console-game-state-${g.game}`}
                        className={cn(
                          'rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                          g.enabled
                            ? 'bg-emerald-500/15 text-emerald-300'
                            : 'bg-red-500/15 text-red-300',
                        )}
                      >
                        {t(g.enabled ? 'games.open' : 'games.closedBadge')}
                      </span>
                    </span>
                  ),
                },
                {
                  key: 'edge',
                  header: t('games.edge'),
                  className: 'whitespace-nowrap',
                  cell: (g) => <span className="tabular-nums">{formatEdge(g.houseEdgeBps)}</span>,
                },
                {
                  key: 'min',
                  header: t('games.minBet'),
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (g) => formatUsd(g.minBet),
                },
                {
                  key: 'max',
                  header: t('games.maxBet'),
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (g) =>
                    g.maxBet === null ? (
                      <span className="text-fog">{t('games.noLimit')}</span>
                    ) : (
                      formatUsd(g.maxBet)
                    ),
                },
                {
                  key: 'profit',
                  header: t('games.maxProfit'),
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (g) => (
                    <span className="whitespace-nowrap">
                      {formatUsd(g.maxProfit)}
                      {g.maxProfitIsDefault && (
                        <span className="ms-1 text-xs text-fog">{t('games.default')}</span>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'bets',
                  header: t('games.betsToday'),
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (g) => g.today.bets.toLocaleString(),
                },
                {
                  key: 'ggr',
                  header: t('games.ggrToday'),
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (g) => (
                    <span className={cn(g.today.ggr.startsWith('-') && 'text-red-300')}>
                      {formatUsd(g.today.ggr)}
                    </span>
                  ),
                },
                {
                  key: 'actions',
                  header: '',
                  className: 'text-end',
                  cell: (g) =>
                    canEdit ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('games.editGame', { game: g.name })}
                        data-testid={`console-game-edit-${g.game}`}
                        onClick={() => setEditing(g)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      <CrashChainPanel />
      {editing && games.data && (
        <GameEditor
          game={editing}
          defaultMaxProfit={games.data.defaultMaxProfit}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
