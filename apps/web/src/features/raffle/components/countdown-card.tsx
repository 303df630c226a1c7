import type { RaffleOverview } from '@tengu/shared';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useCountdown } from '../hooks/use-countdown';
import { RaffleCard } from './card';

function utcDate(iso: string, language: string, withTime = false) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** How much of the raffle week has gone (tickets count until its end). */
function WeekProgress({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation('raffle');
  const start = Date.parse(startsAt);
  const share = Math.min(1, Math.max(0, (Date.now() - start) / (Date.parse(endsAt) - start)));
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('countdown.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-gold"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-fog">{t('countdown.progress')}</p>
    </div>
  );
}

/** The countdown to the draw of the running week. */
export function CountdownCard({ week }: { week: RaffleOverview['current'] }) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const left = useCountdown(week.draw_at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <RaffleCard icon={Timer} title={t('countdown.title')} testId="raffle-countdown">
      <p
        data-testid="raffle-countdown-clock"
        className="text-3xl font-black text-white tabular-nums xs:text-4xl"
      >
        {left && !left.isOver
          ? t('countdown.clock', {
              days: left.days,
              hours: pad(left.hours),
              minutes: pad(left.minutes),
              seconds: pad(left.seconds),
            })
          : t('countdown.drawing')}
      </p>
      <WeekProgress startsAt={week.starts_at} endsAt={week.ends_at} />
      <div className="mt-auto space-y-1 pt-4 text-sm text-fog">
        <p>{t('countdown.week', { date: utcDate(week.starts_at, language) })}</p>
        <p>{t('countdown.drawAt', { time: utcDate(week.draw_at, language, true) })}</p>
      </div>
    </RaffleCard>
  );
}
