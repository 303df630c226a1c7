import type { BetRecord } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useBetDetailStore } from '../store';

export interface BetRow {
  id: string;
  game: string;
  player: string | null;
  amount: string;
  multiplier: number;
  payout: string;
  created_at: string;
}

export function toBetRow(bet: BetRecord): BetRow {
  return {
    id: bet.id,
    game: bet.game_name,
    player: bet.username,
    amount: bet.amount,
    multiplier: bet.multiplier,
    payout: bet.payout,
    created_at: bet.created_at,
  };
}

/**
 * Game, player, time, amount, multiplier, payout; a row opens the bet's detail modal, a player's
 * name their profile (`onPlayer`, composed by the page).
 */
export function BetsTable({
  rows,
  testId,
  onPlayer,
}: {
  rows: readonly BetRow[];
  testId: string;
  onPlayer?: ((username: string) => void) | undefined;
}) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  const open = useBetDetailStore((s) => s.open);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', dateStyle: 'short' });
  return (
    <table data-testid={testId} className="w-full table-fixed text-sm">
      <thead className="text-xs text-fog">
        <tr>
          {/* Phones: the game gets the widest column and tighter cells, so that "Tengu Towers"
              fits beside the three amounts (issue 14); it still carries its full name. */}
          <th className="w-[36%] px-2 py-2 text-start font-semibold xs:w-auto xs:px-3">
            {t('tables.game')}
          </th>
          <th className="hidden px-3 py-2 text-start font-semibold xs:table-cell">
            {t('tables.player')}
          </th>
          <th className="hidden px-3 py-2 text-start font-semibold ml:table-cell">
            {t('tables.time')}
          </th>
          <th className="px-2 py-2 text-end font-semibold xs:px-3">{t('tables.amount')}</th>
          <th className="px-2 py-2 text-end font-semibold xs:px-3">{t('tables.multiplier')}</th>
          <th className="px-2 py-2 text-end font-semibold xs:px-3">{t('tables.payout')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isWin = Number(row.payout) > Number(row.amount);
          return (
            <tr
              key={row.id}
              data-testid="bet-row"
              onClick={() => open(row.id)}
              className="cursor-pointer border-t border-ink-700 odd:bg-ink-800/60 hover:bg-ink-700"
            >
              <td className="truncate px-2 py-2 font-semibold xs:px-3" title={row.game}>
                <button
                  type="button"
                  data-testid="bet-row-game"
                  className="max-w-full cursor-pointer truncate"
                  onClick={() => open(row.id)}
                >
                  {row.game}
                </button>
              </td>
              <td className="hidden truncate px-3 py-2 text-fog xs:table-cell">
                {row.player && onPlayer ? (
                  <button
                    type="button"
                    data-testid="bet-row-player"
                    className="max-w-full cursor-pointer truncate hover:text-white hover:underline"
                    onClick={(event) => {
                      event.stopPropagation();
                      if (row.player) onPlayer(row.player);
                    }}
                  >
                    {row.player}
                  </button>
                ) : (
                  (row.player ?? t('tables.hidden'))
                )}
              </td>
              <td className="hidden truncate px-3 py-2 text-fog ml:table-cell">
                {time.format(new Date(row.created_at))}
              </td>
              <td className="truncate px-2 py-2 text-end tabular-nums xs:px-3">
                ${formatBetAmount(row.amount, language)}
              </td>
              <td className="truncate px-2 py-2 text-end tabular-nums xs:px-3">
                {row.multiplier.toFixed(2)}×
              </td>
              <td
                className={cn(
                  'truncate px-2 py-2 text-end font-semibold tabular-nums xs:px-3',
                  isWin ? 'text-emerald-400' : 'text-fog',
                )}
              >
                ${formatBetAmount(row.payout, language)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
