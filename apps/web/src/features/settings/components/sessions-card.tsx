import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionInfo } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRevokeSession } from '@/features/settings/api/revoke-session';
import { useSessions } from '@/features/settings/api/get-sessions';
import { describeUserAgent } from '@/features/settings/user-agent';
import { SettingsCard } from './settings-card';

function SessionRow({
  session,
  onRevoke,
  isRevoking,
}: {
  session: SessionInfo;
  onRevoke: () => void;
  isRevoking: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <li
      data-testid="session-row"
      data-current={session.current}
      className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="truncate">
            {describeUserAgent(session.user_agent) ?? t('settings.sessions.unknownDevice')}
          </span>
          {session.current && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-bold text-accent">
              {t('settings.sessions.current')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-fog">
          <span dir="ltr">{session.ip ?? t('settings.sessions.unknownIp')}</span>
          {' · '}
          {t('settings.sessions.lastSeen', { time: format(session.last_seen_at) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          disabled={isRevoking}
          data-testid="session-revoke"
        >
          {t('settings.sessions.revoke')}
        </Button>
      )}
    </li>
  );
}

/** The player's signed-in devices, each revocable except this one (logout covers it). */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();

  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(t('settings.sessions.revoked')),
      onError: () => toast.error(t('auth.toasts.genericError')),
    });

  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      testId="settings-sessions"
    >
      {sessions.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : sessions.isError ? (
        <p className="text-red-400">{t('settings.sessions.loadError')}</p>
      ) : (
        <ul className="divide-y divide-ink-700">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isRevoking={revoke.isPending && revoke.variables === session.id}
              onRevoke={() => onRevoke(session.id)}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
