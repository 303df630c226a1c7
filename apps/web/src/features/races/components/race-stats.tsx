import type { Race } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

/** Dates, total prize, total wagered and players of a race. */
export function RaceStats({ race }: { race: Race }) {
  const { t, i18n } = useTranslation('races');
  const language = currentLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
  const items: Array<[string, string, string]> = [
    ['start', t('stats.start'), date(race.date)],
    ['end', t('stats.end'), date(race.end_date)],
    ['prize', t('stats.totalPrize'), formatUsd(race.total_prize_pool, language)],
    ['wagered', t('stats.totalWagered'), formatUsd(race.total_wagered, language)],
    ['players', t('stats.players'), new Intl.NumberFormat(i18n.language).format(race.players)],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 xs:grid-cols-3">
      {items.map(([key, label, value]) => (
        <div key={key} className="rounded-md bg-ink-900 px-3 py-2">
          <dt className="text-[11px] font-semibold text-fog">{label}</dt>
          <dd
            data-testid={`race-stat-${key}`}
            className="truncate text-[13px] font-bold tabular-nums xs:text-sm"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
