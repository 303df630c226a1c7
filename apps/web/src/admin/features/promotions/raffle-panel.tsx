import {
  PROMOTIONS_ROLES,
  type AdminRaffleWeek,
  type AdminRaffleWinner,
  type RaffleDrawResponse,
  type RaffleTicketHolder,
} from '@tengu/shared';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PlayerCell } from '@/admin/components/cells';
import { DataTable, formatTime, PagedTable } from '@/admin/components/data-table';
import { SearchFilter } from '@/admin/components/filters';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  TICKETS_PAGE_SIZE,
  useMayUse,
  usePromotionChange,
  useRaffleWeeks,
  useRaffleWinners,
  useTicketHolders,
} from './api';
import { StatusBadge } from './promotion-cells';

const count = (n: string) => Number(n).toLocaleString();

/** The weekly raffle: weeks, ticket holders per week, winners, and the draw of due weeks. */
export function RafflePanel() {
  const { t } = useTranslation('admin');
  const weeks = useRaffleWeeks();
  const mayDraw = useMayUse(PROMOTIONS_ROLES.money);
  const change = usePromotionChange();
  const [chosen, setChosen] = useState<string | null>(null);
  const week = chosen ?? weeks.data?.current_week ?? null;
  const selected = weeks.data?.weeks.find((w) => w.week === week);
  const anyDue = weeks.data?.weeks.some((w) => w.due) ?? false;

  const draw = () => {
    if (!window.confirm(t('promotions.raffle.confirmDraw'))) return;
    change.mutate(
      { kind: 'raffle.draw' },
      {
        onSuccess: (result) => {
          const drawn = Object.entries((result as RaffleDrawResponse).outcomes).filter(
            ([, outcome]) => outcome === 'drawn',
          );
          toast.success(
            drawn.length > 0
              ? t('promotions.raffle.drawn', { weeks: drawn.map(([w]) => w).join(', ') })
              : t('promotions.raffle.nothingDrawn'),
          );
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="space-y-4">
      <Panel
        title={t('promotions.raffle.weeks')}
        testId="console-raffle-weeks"
        action={
          mayDraw && (
            <Button
              size="sm"
              variant={anyDue ? 'primary' : 'secondary'}
              data-testid="console-raffle-draw"
              disabled={change.isPending}
              onClick={draw}
            >
              <Dices aria-hidden="true" className="size-4" />
              {t('promotions.raffle.draw')}
            </Button>
          )
        }
      >
        <QueryView
          query={weeks}
          isEmpty={(d) => d.weeks.length === 0}
          emptyText={t('promotions.raffle.empty')}
          loadingRows={4}
        >
          {(data) => (
            <DataTable<AdminRaffleWeek>
              testId="console-raffle-weeks-table"
              rows={data.weeks}
              rowKey={(w) => w.week}
              columns={[
                {
                  key: 'week',
                  header: t('promotions.raffle.week'),
                  cell: (w) => (
                    <button
                      type="button"
                      aria-pressed={w.week === week}
                      onClick={() => setChosen(w.week)}
                      className={cn(
                        'cursor-pointer font-semibold whitespace-nowrap hover:text-accent',
                        w.week === week ? 'text-accent' : 'text-white',
                      )}
                    >
                      {w.week}
                      {w.week === data.current_week && (
                        <span className="ms-1.5 text-xs font-normal text-fog">
                          {t('promotions.raffle.current')}
                        </span>
                      )}
                    </button>
                  ),
                },
                {
                  key: 'status',
                  header: t('promotions.status'),
                  cell: (w) => <StatusBadge status={w.due ? 'due' : w.status} />,
                },
                {
                  key: 'tickets',
                  header: t('promotions.raffle.tickets'),
                  cell: (w) => count(w.total_tickets),
                  className: 'tabular-nums',
                },
                {
                  key: 'players',
                  header: t('promotions.raffle.players'),
                  cell: (w) => w.players.toLocaleString(),
                  className: 'tabular-nums',
                },
                {
                  key: 'winners',
                  header: t('promotions.raffle.winners'),
                  cell: (w) => w.winners,
                  className: 'tabular-nums',
                },
                {
                  key: 'paid',
                  header: t('promotions.raffle.paid'),
                  cell: (w) => formatUsd(w.paid),
                  className: 'tabular-nums',
                },
                {
                  key: 'draw',
                  header: t('promotions.raffle.drawAt'),
                  cell: (w) => (
                    <span className="text-xs whitespace-nowrap text-fog">
                      {formatTime(w.drawn_at ?? w.draw_at)}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {week && (
        <div className="grid gap-4">
          <TicketHolders key={week} week={week} />
          <Winners week={week} drawn={selected?.status === 'drawn'} />
        </div>
      )}
    </div>
  );
}

function TicketHolders({ week }: { week: string }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const holders = useTicketHolders(week, q.trim(), page);
  return (
    <Panel title={t('promotions.raffle.holders', { week })} testId="console-raffle-holders">
      <div className="flex border-b border-ink-700 px-4 py-3 [&>*]:max-w-md">
        <SearchFilter
          id="console-raffle-search"
          label={t('promotions.raffle.search')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      <QueryView
        query={holders}
        isEmpty={(d) => d.items.length === 0}
        emptyText={t('promotions.raffle.noTickets')}
      >
        {(data) => (
          <PagedTable<RaffleTicketHolder>
            testId="console-raffle-holders-table"
            rows={data.items}
            rowKey={(h) => h.userId}
            page={data.page}
            pageSize={TICKETS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            columns={[
              { key: 'rank', header: '#', cell: (h) => h.rank, className: 'w-12' },
              {
                key: 'player',
                header: t('promotions.raffle.player'),
                cell: (h) => <PlayerCell userId={h.userId} username={h.username} />,
              },
              {
                key: 'wagering',
                header: t('promotions.raffle.fromWagering'),
                cell: (h) => count(h.wagering),
                className: 'tabular-nums',
              },
              {
                key: 'gold',
                header: t('promotions.raffle.fromGold'),
                cell: (h) => count(h.gold),
                className: 'tabular-nums',
              },
              {
                key: 'total',
                header: t('promotions.raffle.tickets'),
                cell: (h) => <span className="font-semibold">{count(h.total)}</span>,
                className: 'tabular-nums',
              },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}

function Winners({ week, drawn }: { week: string; drawn: boolean }) {
  const { t } = useTranslation('admin');
  const winners = useRaffleWinners(week, drawn);
  return (
    <Panel title={t('promotions.raffle.winnersOf', { week })} testId="console-raffle-winners">
      {!drawn ? (
        <p className="px-4 py-8 text-center text-sm text-fog">{t('promotions.raffle.notDrawn')}</p>
      ) : (
        <QueryView
          query={winners}
          isEmpty={(d) => d.winners.length === 0}
          emptyText={t('promotions.raffle.noWinners')}
        >
          {(data) => (
            <div className="max-h-[32rem] overflow-y-auto">
              <DataTable<AdminRaffleWinner>
                testId="console-raffle-winners-table"
                rows={data.winners}
                rowKey={(w) => String(w.place)}
                columns={[
                  { key: 'place', header: '#', cell: (w) => w.place, className: 'w-12' },
                  {
                    key: 'player',
                    header: t('promotions.raffle.player'),
                    cell: (w) => (
                      <div>
                        <PlayerCell userId={w.userId} username={w.username} />
                        {w.published_name !== w.username && (
                          <p className="text-xs text-fog">
                            {t('promotions.raffle.publishedAs', { name: w.published_name })}
                          </p>
                        )}
                      </div>
                    ),
                  },
                  {
                    key: 'ticket',
                    header: t('promotions.raffle.ticket'),
                    cell: (w) => `#${count(w.ticket)}`,
                    className: 'tabular-nums',
                  },
                  {
                    key: 'prize',
                    header: t('promotions.raffle.prize'),
                    cell: (w) => <span className="font-semibold">{formatUsd(w.prize)}</span>,
                    className: 'tabular-nums',
                  },
                ]}
              />
            </div>
          )}
        </QueryView>
      )}
    </Panel>
  );
}
