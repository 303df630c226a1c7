import { AlertTriangle, Trophy, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useChallenges } from '../api/get-challenges';
import { ChallengeCard } from './challenge-card';

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

function Loading() {
  return (
    <div data-testid="challenges-loading" className={GRID}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-52 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

function Message({
  testId,
  icon: Icon,
  title,
  text,
  action,
}: {
  testId: string;
  icon: typeof Trophy;
  title: string;
  text?: string;
  action?: React.ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      role={testId.endsWith('error') ? 'alert' : undefined}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="mx-auto mb-3 size-9 text-fog" />
      <p className="font-semibold">{title}</p>
      {text && <p className="mx-auto mt-1 max-w-md text-sm text-fog">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

function PlayerChallenges() {
  const { t } = useTranslation('challenges');
  const query = useChallenges();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Message
        testId="challenges-error"
        icon={AlertTriangle}
        title={t('loadError')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const all = query.data.challenges;
  const open = all.filter((c) => c.state === 'open' || c.state === 'upcoming');
  const won = all.filter((c) => c.state === 'won');
  return (
    <div className="space-y-8">
      <section aria-labelledby="challenges-open" className="space-y-3">
        <h2 id="challenges-open" className="text-lg font-bold">
          {t('open')} <span className="text-fog tabular-nums">({open.length})</span>
        </h2>
        {open.length === 0 ? (
          <Message
            testId="challenges-empty"
            icon={Trophy}
            title={t('empty')}
            text={t('emptyDetail')}
          />
        ) : (
          <div data-testid="challenges-open-list" className={GRID}>
            {open.map((c) => (
              <ChallengeCard key={c.id} challenge={c} />
            ))}
          </div>
        )}
      </section>
      {won.length > 0 && (
        <section aria-labelledby="challenges-won" className="space-y-3">
          <h2 id="challenges-won" className="text-lg font-bold">
            {t('recentlyWon')}
          </h2>
          <div data-testid="challenges-won-list" className={GRID}>
            {won.map((c) => (
              <ChallengeCard key={c.id} challenge={c} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** `/casino/challenges` (issue 17 item 5; spec document 1 section 2). */
export function ChallengesPage() {
  const { t } = useTranslation('challenges');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  useEffect(() => {
    document.title = `${t('title')} · Tengu`;
  }, [t]);
  return (
    <div data-testid="challenges-page" className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex items-start gap-3">
        <Trophy aria-hidden="true" className="mt-1 size-7 shrink-0 text-gold" />
        <div>
          <h1 className="text-2xl font-black">{t('title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('subtitle')}</p>
        </div>
      </header>
      {isLoggedIn ? (
        <PlayerChallenges />
      ) : (
        <Message
          testId="challenges-visitor"
          icon={Trophy}
          title={t('visitorTitle')}
          text={t('visitorText')}
          action={
            <Button onClick={() => openAuth('register')}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('signUp')}
            </Button>
          }
        />
      )}
    </div>
  );
}
