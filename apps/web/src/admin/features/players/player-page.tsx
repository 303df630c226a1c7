import { CONSOLE_ROLES } from '@tengu/shared';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useConsoleMe } from '@/admin/console-api';
import { EmptyState, ErrorState } from '@/admin/components/states';
import { usePlayerDetail } from './api';
import { PlayerActions } from './components/player-actions';
import { PlayerHistory } from './components/player-history';
import { PlayerOverview } from './components/player-overview';
import { PlayerResponsibleGambling } from './components/player-responsible-gambling';
import { StatusBadge } from './components/status-badge';

/** /admin/players/:id: everything about one player, and what staff may do about it. */
export function PlayerPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const me = useConsoleMe();
  const player = usePlayerDetail(id);
  const roles = me.data?.roles ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Link
        to="/admin/players"
        className="inline-flex items-center gap-1 text-sm text-fog hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('players.back')}
      </Link>
      {player.isPending ? (
        <div className="space-y-4" data-testid="console-loading">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : player.isError ? (
        player.error instanceof ApiError &&
        (player.error.status === 404 || player.error.status === 400) ? (
          <EmptyState text={t('players.notFound')} />
        ) : (
          <ErrorState message={player.error.message} onRetry={() => void player.refetch()} />
        )
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 data-testid="console-player-name" className="text-xl font-bold">
              {player.data.username}
            </h1>
            <StatusBadge status={player.data.status} />
          </header>
          <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
            <div className="min-w-0 xl:col-start-1">
              <PlayerOverview player={player.data} />
              {/* Responsible gambling, read-only (issue 25 item 5, ADR 050). */}
              <div className="mt-4">
                <PlayerResponsibleGambling playerId={player.data.id} />
              </div>
            </div>
            <div className="xl:sticky xl:top-6 xl:col-start-2 xl:row-span-2 xl:row-start-1">
              <PlayerActions player={player.data} roles={roles} />
            </div>
            <div className="min-w-0 xl:col-start-1">
              <PlayerHistory
                player={player.data}
                canManage={roles.some(
                  (r) => r === 'admin' || (CONSOLE_ROLES.account as readonly string[]).includes(r),
                )}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
