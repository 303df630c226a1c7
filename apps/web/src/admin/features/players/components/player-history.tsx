import type { ConsoleBet, LedgerLine, PlayerDetail } from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { DataTable, formatTime, Pager } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { PAGE_SIZE, usePlayerAction, usePlayerBets, usePlayerLedger } from '../api';

const TABS = ['ledger', 'bets', 'deposits', 'withdrawals', 'sessions', 'notes'] as const;
type Tab = (typeof TABS)[number];

const signed = (amount: string) => (amount.startsWith('-') ? amount : `+${amount}`);

/** The player's records, one tab each; ledger and bets are server-paginated. */
export function PlayerHistory({ player, canManage }: { player: PlayerDetail; canManage: boolean }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('ledger');
  return (
    <Panel
      title={t(`players.tabs.${tab}`)}
      testId="console-player-history"
      action={
        <div role="tablist" className="flex gap-1 overflow-x-auto">
          {TABS.map((id) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={tab === id}
              data-testid={`console-tab-${id}`}
              onClick={() => setTab(id)}
              className={cn(
                'rounded-[var(--radius-control)] px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-fog hover:text-white',
                tab === id && 'bg-ink-700 text-white',
              )}
            >
              {t(`players.tabs.${id}`)}
            </button>
          ))}
        </div>
      }
    >
      {tab === 'ledger' && <LedgerTab id={player.id} />}
      {tab === 'bets' && <BetsTab id={player.id} />}
      {tab === 'deposits' && <DepositsTab player={player} />}
      {tab === 'withdrawals' && <WithdrawalsTab player={player} />}
      {tab === 'sessions' && <SessionsTab player={player} canRevoke={canManage} />}
      {tab === 'notes' && <NotesTab player={player} />}
    </Panel>
  );
}

function LedgerTab({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedger(id, page);
  if (ledger.isPending) return <LoadingRows />;
  if (ledger.isError) return <ErrorState onRetry={() => void ledger.refetch()} />;
  if (ledger.data.items.length === 0) return <EmptyState text={t('players.ledger.empty')} />;
  return (
    <>
      <DataTable<LedgerLine>
        testId="console-ledger"
        rows={ledger.data.items}
        rowKey={(r) => `${r.entryId}:${r.pocket}`}
        columns={[
          {
            key: 'time',
            header: t('players.ledger.time'),
            cell: (r) => formatTime(r.createdAt),
            className: 'whitespace-nowrap',
          },
          {
            key: 'entry',
            header: t('players.ledger.entry'),
            cell: (r) => <span className="font-mono text-xs">#{r.entryId}</span>,
          },
          { key: 'kind', header: t('players.ledger.kind'), cell: (r) => r.kind },
          {
            key: 'reference',
            header: t('players.ledger.reference'),
            cell: (r) => <span className="text-fog">{r.reference ?? '—'}</span>,
          },
          { key: 'pocket', header: t('players.pocket'), cell: (r) => r.pocket },
          {
            key: 'amount',
            header: t('players.ledger.amount'),
            cell: (r) => (
              <span
                className={cn(
                  'font-mono',
                  r.amount.startsWith('-') ? 'text-red-300' : 'text-emerald-300',
                )}
              >
                {signed(r.amount)}
              </span>
            ),
            className: 'text-end',
          },
          {
            key: 'after',
            header: t('players.ledger.after'),
            cell: (r) => <span className="font-mono">{r.balanceAfter}</span>,
            className: 'text-end',
          },
        ]}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={ledger.data.total} onPage={setPage} />
    </>
  );
}

function BetsTab({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const bets = usePlayerBets(id, page);
  if (bets.isPending) return <LoadingRows />;
  if (bets.isError) return <ErrorState onRetry={() => void bets.refetch()} />;
  if (bets.data.items.length === 0) return <EmptyState text={t('players.bets.empty')} />;
  return (
    <>
      <DataTable<ConsoleBet>
        testId="console-bets"
        rows={bets.data.items}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'time',
            header: t('players.ledger.time'),
            cell: (r) => formatTime(r.createdAt),
            className: 'whitespace-nowrap',
          },
          { key: 'game', header: t('players.bets.game'), cell: (r) => r.game },
          {
            key: 'amount',
            header: t('players.bets.amount'),
            cell: (r) => <span className="font-mono">{r.amount}</span>,
            className: 'text-end',
          },
          {
            key: 'multiplier',
            header: t('players.bets.multiplier'),
            cell: (r) => `${r.multiplier}×`,
            className: 'text-end',
          },
          {
            key: 'payout',
            header: t('players.bets.payout'),
            cell: (r) => <span className="font-mono">{r.payout}</span>,
            className: 'text-end',
          },
          { key: 'result', header: t('players.bets.result'), cell: (r) => r.result },
        ]}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={bets.data.total} onPage={setPage} />
    </>
  );
}

function DepositsTab({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('admin');
  if (player.deposits.length === 0) return <EmptyState text={t('players.payments.noDeposits')} />;
  return (
    <DataTable
      rows={player.deposits}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'time',
          header: t('players.payments.time'),
          cell: (r) => formatTime(r.createdAt),
          className: 'whitespace-nowrap',
        },
        {
          key: 'asset',
          header: t('players.payments.asset'),
          cell: (r) => `${r.asset} · ${r.network}`,
        },
        {
          key: 'txid',
          header: t('players.payments.txid'),
          cell: (r) => <span className="font-mono text-xs break-all">{r.txid}</span>,
        },
        {
          key: 'amount',
          header: t('players.payments.amount'),
          cell: (r) => r.amount ?? '—',
          className: 'text-end',
        },
        { key: 'status', header: t('players.payments.status'), cell: (r) => r.status },
      ]}
    />
  );
}

function WithdrawalsTab({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('admin');
  if (player.withdrawals.length === 0)
    return <EmptyState text={t('players.payments.noWithdrawals')} />;
  return (
    <DataTable
      rows={player.withdrawals}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'time',
          header: t('players.payments.time'),
          cell: (r) => formatTime(r.createdAt),
          className: 'whitespace-nowrap',
        },
        {
          key: 'asset',
          header: t('players.payments.asset'),
          cell: (r) => `${r.asset} · ${r.network}`,
        },
        {
          key: 'to',
          header: t('players.payments.to'),
          cell: (r) => <span className="font-mono text-xs break-all">{r.toAddress}</span>,
        },
        {
          key: 'txid',
          header: t('players.payments.txid'),
          cell: (r) => <span className="font-mono text-xs break-all">{r.txid ?? '—'}</span>,
        },
        {
          key: 'amount',
          header: t('players.payments.amount'),
          cell: (r) => r.amount,
          className: 'text-end',
        },
        { key: 'status', header: t('players.payments.status'), cell: (r) => r.status },
      ]}
    />
  );
}

function SessionsTab({ player, canRevoke }: { player: PlayerDetail; canRevoke: boolean }) {
  const { t } = useTranslation('admin');
  const action = usePlayerAction(player.id);
  if (player.sessions.length === 0) return <EmptyState text={t('players.sessions.empty')} />;
  const revoke = (sessionId: string) => {
    const reason = window.prompt(t('players.sessions.revokeTitle'), t('common.reasonPlaceholder'));
    if (!reason?.trim()) return;
    action.mutate(
      { path: `sessions/${sessionId}/revoke`, body: { reason } },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <DataTable
      rows={player.sessions}
      rowKey={(r) => r.id}
      columns={[
        { key: 'ip', header: t('players.sessions.ip'), cell: (r) => r.ip ?? '—' },
        {
          key: 'device',
          header: t('players.sessions.device'),
          cell: (r) => <span className="line-clamp-2 text-xs text-fog">{r.userAgent ?? '—'}</span>,
        },
        {
          key: 'last',
          header: t('players.sessions.lastSeen'),
          cell: (r) => formatTime(r.lastSeenAt),
          className: 'whitespace-nowrap',
        },
        {
          key: 'revoke',
          header: '',
          cell: (r) =>
            canRevoke ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={action.isPending}
                onClick={() => revoke(r.id)}
              >
                {t('players.sessions.revoke')}
              </Button>
            ) : null,
          className: 'text-end',
        },
      ]}
    />
  );
}

function NotesTab({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('admin');
  const action = usePlayerAction(player.id);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    action.mutate(
      { path: 'notes', body: { body } },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t('common.saved'));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <div className="space-y-3 p-4">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="console-note" className="sr-only">
          {t('players.notes.add')}
        </label>
        <Input
          id="console-note"
          data-testid="console-note-input"
          value={body}
          maxLength={2000}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('players.notes.placeholder')}
        />
        <Button
          type="submit"
          className="h-11"
          disabled={action.isPending || !body.trim()}
          data-testid="console-note-submit"
        >
          {t('players.notes.add')}
        </Button>
      </form>
      {player.notes.length === 0 ? (
        <EmptyState text={t('players.notes.empty')} />
      ) : (
        <ul className="space-y-2">
          {player.notes.map((note) => (
            <li key={note.id} className="rounded-[var(--radius-control)] bg-ink-900 p-3 text-sm">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-fog">
                {t('players.notes.by', { author: note.author, time: formatTime(note.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
