import { CalendarDays, Coins, Gamepad2, Gift, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOgLevel } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Avatar } from '@/features/auth/components/avatar';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { findOriginalGame } from '@/features/games/originals';
import { currentLanguage } from '@/lib/i18n';
import { LocalizedLink } from '@/lib/localized-link';
import { useUserProfile } from '../api/get-user-profile';
import { formatProfileAmount } from '../profile-amount';

function Figure({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-900/70 px-3 py-2.5">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-700 text-accent">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-fog">{label}</dt>
        <dd data-testid={testId} className="truncate font-bold tabular-nums">
          {children}
        </dd>
      </div>
    </div>
  );
}

/** A player's public profile: avatar, level title, OG badge, totals, favourite game, join date. */
export function ProfileCard({
  username,
  onNavigate,
}: {
  username: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const levelTitle = useLevelTitle();
  const language = currentLanguage();
  const locale = language === 'fa' ? 'fa-IR-u-nu-latn' : language;
  const { data, isPending, isError, refetch } = useUserProfile(username);

  if (isPending) {
    return (
      <div data-testid="profile-loading" className="space-y-3">
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div data-testid="profile-error" className="space-y-3 text-center">
        <p className="text-fog">{t('profile.failed')}</p>
        <Button variant="secondary" size="md" onClick={() => void refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }

  const game = data.favouriteGame ? findOriginalGame(data.favouriteGame) : undefined;
  return (
    <div data-testid="profile-card" className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar username={data.username} level={data.level} className="size-14 text-xl" />
        <div className="min-w-0">
          <p data-testid="profile-username" className="truncate text-lg font-black">
            {data.username}
          </p>
          <p className="flex items-center gap-2 text-sm text-fog">
            <span data-testid="profile-level">
              {t('profile.level', { level: data.level, title: levelTitle(data.level) })}
            </span>
            {isOgLevel(data.level) && (
              <span
                data-testid="profile-og-badge"
                className="rounded-full bg-gold/20 px-2 py-0.5 text-[10px] font-black tracking-wider text-gold ring-1 ring-gold/40"
              >
                OG
              </span>
            )}
          </p>
        </div>
      </div>
      <dl className="grid gap-2 xs:grid-cols-2">
        <Figure
          icon={<Coins aria-hidden="true" className="size-4" />}
          label={t('profile.totalWagered')}
          testId="profile-wagered"
        >
          <span dir="ltr">{formatProfileAmount(data.totalWagered, locale)}</span>
        </Figure>
        <Figure
          icon={<Percent aria-hidden="true" className="size-4" />}
          label={t('profile.totalRakeback')}
          testId="profile-rakeback"
        >
          <span dir="ltr">{formatProfileAmount(data.totalRakeback, locale)}</span>
        </Figure>
        <Figure
          icon={<Gift aria-hidden="true" className="size-4" />}
          label={t('profile.totalRewarded')}
          testId="profile-rewarded"
        >
          <span dir="ltr">{formatProfileAmount(data.totalRewarded, locale)}</span>
        </Figure>
        <Figure
          icon={<Gamepad2 aria-hidden="true" className="size-4" />}
          label={t('profile.favouriteGame')}
          testId="profile-favourite"
        >
          {data.favouriteGame ? (
            <LocalizedLink
              to={`/casino/game/${data.favouriteGame}`}
              onClick={onNavigate}
              className="hover:text-accent"
              dir="ltr"
            >
              {game?.name ?? data.favouriteGame}
            </LocalizedLink>
          ) : (
            <span className="font-normal text-fog">{t('profile.noFavourite')}</span>
          )}
        </Figure>
        <Figure
          icon={<CalendarDays aria-hidden="true" className="size-4" />}
          label={t('profile.accountCreated')}
          testId="profile-created"
        >
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
            new Date(data.accountCreated),
          )}
        </Figure>
      </dl>
    </div>
  );
}
