import { BET_GAME_NAMES, type Challenge } from '@tengu/shared';
import { Crown, Gamepad2, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { findOriginalGame } from '@/features/games/originals';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { useChallengeFormat } from '../hooks/use-challenge-format';

function StateBadge({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const { date } = useChallengeFormat();
  const isYours = challenge.winner?.is_you === true;
  const [label, tone] =
    challenge.state === 'won'
      ? isYours
        ? [t('state.yours'), 'bg-gold text-ink-950']
        : [t('state.won'), 'bg-ink-600 text-white']
      : challenge.state === 'upcoming'
        ? [t('state.upcoming', { date: date(challenge.starts_at) }), 'bg-sky-500/15 text-sky-300']
        : challenge.state === 'ended'
          ? [t('state.ended'), 'bg-ink-600 text-fog']
          : [t('state.open'), 'bg-emerald-500/15 text-emerald-300'];
  return (
    <span
      data-testid="challenge-state"
      data-state={isYours ? 'yours' : challenge.state}
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', tone)}
    >
      {label}
    </span>
  );
}

/**
 * One challenge (spec document 2 section 3: title, prize, challenge_id, id): its game, the rule,
 * the prize, its state (open, won by someone, yours) and a way to the game.
 */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const { money, title, date } = useChallengeFormat();
  const game = findOriginalGame(challenge.game);
  const Icon = game?.icon ?? Gamepad2;
  const gameName = BET_GAME_NAMES[challenge.game];
  const isWon = challenge.state === 'won';
  const isYours = challenge.winner?.is_you === true;
  return (
    <article
      data-testid="challenge-card"
      data-challenge-id={challenge.challenge_id}
      className={cn(
        'flex flex-col overflow-hidden rounded-[var(--radius-card)] border bg-ink-800',
        isYours ? 'border-gold/50' : 'border-ink-700',
      )}
    >
      <div className="flex items-start gap-3 p-4">
        <div
          aria-hidden="true"
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-gradient-to-br',
            game?.gradient ?? 'from-ink-500 to-ink-700',
            isWon && !isYours && 'opacity-60 grayscale',
          )}
        >
          <Icon className="size-7 text-white drop-shadow" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold text-fog">
              #{challenge.challenge_id} · {gameName}
            </span>
            <StateBadge challenge={challenge} />
          </div>
          <h3 data-testid="challenge-title" className="leading-snug font-bold text-white">
            {title(challenge)}
          </h3>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-px border-y border-ink-700 bg-ink-700 text-center">
        <div className="bg-ink-800 px-2 py-2.5">
          <dt className="text-[11px] text-fog">{t('prize')}</dt>
          <dd data-testid="challenge-prize" dir="ltr" className="font-black text-gold tabular-nums">
            {money(challenge.prize)}
          </dd>
        </div>
        <div className="bg-ink-800 px-2 py-2.5">
          <dt className="text-[11px] text-fog">{t('minMultiplier')}</dt>
          <dd dir="ltr" className="font-bold tabular-nums">
            {challenge.min_multiplier}×
          </dd>
        </div>
        <div className="bg-ink-800 px-2 py-2.5">
          <dt className="text-[11px] text-fog">{t('minStake')}</dt>
          <dd dir="ltr" className="font-bold tabular-nums">
            {money(challenge.min_stake)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex min-h-14 items-center gap-3 px-4 py-3">
        {isWon && challenge.winner ? (
          <p data-testid="challenge-winner" className="min-w-0 flex-1 text-sm">
            <Crown aria-hidden="true" className="me-1.5 inline size-4 text-gold" />
            <span className="font-semibold">
              {isYours
                ? t('wonByYou')
                : t('wonBy', { name: challenge.winner.username ?? t('hidden') })}
            </span>
            {challenge.won_at && (
              <span className="block text-xs text-fog">
                {t('wonAt', {
                  date: date(challenge.won_at),
                  multiplier: challenge.won_multiplier ?? '',
                })}
              </span>
            )}
          </p>
        ) : (
          <p className="min-w-0 flex-1 text-xs text-fog">
            {challenge.ends_at ? t('endsAt', { date: date(challenge.ends_at) }) : t('noEnd')}
          </p>
        )}
        {!isWon && (
          <Button asChild size="sm">
            <LocalizedLink
              to={`/casino/game/${challenge.game}`}
              data-testid="challenge-play"
              aria-label={t('play', { game: gameName })}
            >
              <Play aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
              {t('playShort')}
            </LocalizedLink>
          </Button>
        )}
      </div>
    </article>
  );
}
