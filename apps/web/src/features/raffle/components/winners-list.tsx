import type { RaffleDraw } from '@tengu/shared';
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatUsdWhole } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { RaffleCard } from './card';

const COLLAPSED = 10;

/** Last draw's winners: place, player, ticket, prize (the first 10, then all on request). */
export function WinnersList({ draw }: { draw: RaffleDraw | null }) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const [isExpanded, setExpanded] = useState(false);
  let body;
  if (!draw) {
    body = (
      <p data-testid="raffle-winners-empty" className="py-6 text-center text-sm text-fog">
        {t('winners.empty')}
      </p>
    );
  } else if (draw.winners.length === 0) {
    body = (
      <p data-testid="raffle-winners-empty" className="py-6 text-center text-sm text-fog">
        {t('winners.noTickets')}
      </p>
    );
  } else {
    const shown = isExpanded ? draw.winners : draw.winners.slice(0, COLLAPSED);
    body = (
      <>
        <table data-testid="raffle-winners-table" className="w-full table-fixed text-sm">
          <thead className="text-xs text-fog">
            <tr>
              <th scope="col" className="w-14 pb-2 text-start font-medium">
                {t('winners.place')}
              </th>
              <th scope="col" className="pb-2 text-start font-medium">
                {t('winners.player')}
              </th>
              <th scope="col" className="hidden w-24 pb-2 text-end font-medium xs:table-cell">
                {t('winners.ticket')}
              </th>
              <th scope="col" className="w-20 pb-2 text-end font-medium">
                {t('winners.prize')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-700">
            {shown.map((winner) => (
              <tr key={winner.place} data-testid="raffle-winner-row">
                <td className="py-2 font-bold tabular-nums">#{winner.place}</td>
                <td className="truncate py-2">{winner.username}</td>
                <td
                  dir="ltr"
                  className="hidden py-2 text-end text-fog tabular-nums xs:table-cell rtl:text-start"
                >
                  {winner.ticket}
                </td>
                <td
                  dir="ltr"
                  className="py-2 text-end font-semibold text-gold tabular-nums rtl:text-start"
                >
                  {formatUsdWhole(winner.prize_amount, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {draw.winners.length > COLLAPSED && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 self-center"
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded
              ? t('winners.showFewer')
              : t('winners.showAll', { count: draw.winners.length })}
          </Button>
        )}
      </>
    );
  }
  const weekLabel = draw
    ? t('winners.week', {
        date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${draw.week}T00:00:00Z`),
        ),
      })
    : undefined;
  return (
    <RaffleCard
      icon={Medal}
      title={t('winners.title')}
      testId="raffle-winners"
      action={weekLabel && <span className="shrink-0 text-xs text-fog">{weekLabel}</span>}
    >
      {body}
    </RaffleCard>
  );
}
