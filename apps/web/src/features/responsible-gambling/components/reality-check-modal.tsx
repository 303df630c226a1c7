import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { getSessionStats } from '../api/get-session-stats';

function durationParts(seconds: number) {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

/** "You have been playing for 1 h 30 min" with the net result: keep playing, or log out. */
export function RealityCheckModal({
  since,
  onKeepPlaying,
}: {
  since: string;
  onKeepPlaying: () => void;
}) {
  const { t } = useTranslation('responsible-gambling');
  const logout = useLogout();
  const stats = useQuery({
    queryKey: ['responsible-gambling', 'session', since],
    queryFn: () => getSessionStats(since),
    staleTime: 0,
  });
  const language = currentLanguage();
  const parts = stats.data ? durationParts(stats.data.elapsedSeconds) : null;
  const net = stats.data?.net ?? '0';
  const isLoss = net.startsWith('-');

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onKeepPlaying()}
      title={t('realityCheck.modalTitle')}
      closeLabel={t('realityCheck.keepPlaying')}
      testId="reality-check-modal"
      header={<Hourglass aria-hidden="true" className="mb-3 size-8 text-accent" />}
    >
      {stats.isError ? (
        <p className="text-fog">{t('loadFailed')}</p>
      ) : !stats.data || !parts ? (
        <div className="space-y-2">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-ink-900 p-3">
            <dt className="text-fog">{t('realityCheck.timePlayed')}</dt>
            <dd data-testid="reality-check-time" className="text-lg font-bold">
              {t('realityCheck.duration', parts)}
            </dd>
          </div>
          <div className="rounded-lg bg-ink-900 p-3">
            <dt className="text-fog">{t('realityCheck.netResult')}</dt>
            <dd
              data-testid="reality-check-net"
              className={
                isLoss ? 'text-lg font-bold text-red-400' : 'text-lg font-bold text-emerald-400'
              }
            >
              {formatUsd(net, language)}
            </dd>
          </div>
          <p className="col-span-2 text-fog">{t('realityCheck.bets', { n: stats.data.bets })}</p>
        </dl>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
        <Button variant="ghost" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('realityCheck.logOut')}
        </Button>
        <Button data-testid="reality-check-keep" onClick={onKeepPlaying}>
          {t('realityCheck.keepPlaying')}
        </Button>
      </div>
    </Modal>
  );
}
