import { truncateRaceUsername, type RaceStanding } from '@tengu/shared';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** A race's leaderboard: rank, user (12 characters), wagered, prize. */
export function StandingsTable({
  standings,
  testId,
}: {
  standings: RaceStanding[];
  testId: string;
}) {
  const { t } = useTranslation('races');
  const language = currentLanguage();
  return (
    <table data-testid={testId} className="w-full table-fixed text-sm">
      <thead>
        <tr className="text-start text-[11px] font-semibold tracking-wide text-fog uppercase">
          <th className="w-10 py-1.5 text-start xs:w-14">{t('table.rank')}</th>
          <th className="py-1.5 text-start">{t('table.user')}</th>
          <th className="w-20 py-1.5 text-end xs:w-24">{t('table.wagered')}</th>
          <th className="w-20 py-1.5 text-end xs:w-24">{t('table.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr
            key={s.position}
            data-testid="race-standing-row"
            className={cn('border-t border-ink-700', s.me && 'bg-accent/10 font-bold')}
          >
            <td className="py-2 tabular-nums">#{s.position}</td>
            <td className="py-2 pe-2" title={s.username ?? undefined}>
              {s.username === null ? (
                <span className="inline-flex items-center gap-1 text-fog">
                  <EyeOff aria-hidden="true" className="size-3.5" />
                  {t('standings.hidden')}
                </span>
              ) : (
                /* Usernames are Latin: truncated at their end in RTL layouts too. */
                <span dir="ltr" className="inline-block max-w-full truncate align-bottom">
                  {truncateRaceUsername(s.username)}
                </span>
              )}
            </td>
            <td data-testid="race-standing-wagered" className="py-2 text-end tabular-nums">
              {formatUsd(s.wagered_amount, language)}
            </td>
            <td className="py-2 text-end text-emerald-400 tabular-nums">
              {formatUsd(s.prize_amount, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
