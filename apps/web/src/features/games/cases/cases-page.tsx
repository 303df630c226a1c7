import { Zap } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_GAME_NAMES, decimalToUnits, type CaseId, type CaseItem } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { placeCasesBet } from '../api/place-cases-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { CaseContents } from './case-contents';
import { CasePicker } from './case-picker';
import { CaseStrip, type CaseOpening } from './case-strip';

/** `/casino/game/cases` (issue 6): open a case, the strip stops on the item it pays. */
export function CasesPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('cases');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [caseId, setCaseId] = useState<CaseId>('bamboo');
  const [opening, setOpening] = useState<CaseOpening | null>(null);
  const [landed, setLanded] = useState<CaseOpening | null>(null);
  const [isInstant, setIsInstant] = useState(false);
  const [pending, setPending] = useState(0);
  // An opening still rolling when the next one starts goes to the results strip at once.
  const rolling = useRef<CaseOpening | null>(null);

  const report = useCallback(
    (done: CaseOpening) => {
      if (rolling.current?.id === done.id) rolling.current = null;
      setLanded(done);
      push({ id: done.id, label: `${done.multiplier}×`, isWin: done.isWin });
    },
    [push],
  );

  const place = useCallback(
    async (amount: string) => {
      setPending((n) => n + 1);
      try {
        const { bet: record, balance } = await placeCasesBet({ amount, case: caseId });
        if (rolling.current) report(rolling.current);
        const next: CaseOpening = {
          id: record.id,
          case: caseId,
          item: record.details['item'] as CaseItem,
          multiplier: record.multiplier,
          isWin: record.result === 'WIN',
        };
        rolling.current = next;
        setLanded(null);
        setOpening(next);
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [caseId, applyBalance, showError, report],
  );

  const onLanded = useCallback(
    (done: CaseOpening) => {
      if (rolling.current?.id === done.id) report(done);
    },
    [report],
  );

  return (
    <GameLayout
      title={BET_GAME_NAMES.cases}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={BET_GAME_NAMES.cases}
          bet={bet}
          place={place}
          isBetDisabled={pending > 0}
        >
          <CasePicker
            value={caseId}
            onChange={(id) => {
              setCaseId(id);
              setOpening(null);
              setLanded(null);
            }}
          />
          <label className="flex cursor-pointer items-center justify-between gap-3 rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 text-sm">
            <span className="flex items-center gap-2 font-semibold text-white">
              <Zap aria-hidden="true" className="size-4 text-gold" />
              {t('instant')}
            </span>
            <input
              type="checkbox"
              data-testid="cases-instant"
              className="size-4 accent-[var(--color-accent)]"
              checked={isInstant}
              onChange={(e) => setIsInstant(e.target.checked)}
            />
          </label>
        </BetPanel>
      }
      board={
        <div className="flex w-full flex-col items-center gap-4">
          <div className="flex w-full items-center justify-between gap-2">
            <h2 className="text-lg font-extrabold text-white">{t(`cases.${caseId}`)}</h2>
            <span
              data-testid="case-result"
              className={cn(
                'rounded-full px-3 py-1 text-sm font-bold tabular-nums transition-opacity',
                landed ? 'opacity-100' : 'opacity-0',
                landed?.isWin ? 'bg-emerald-500 text-ink-950' : 'bg-ink-600 text-white',
              )}
              dir="ltr"
            >
              {landed ? `${t(`items.${landed.item}`)} · ${landed.multiplier}×` : '—'}
            </span>
          </div>
          <CaseStrip opening={opening} caseId={caseId} isInstant={isInstant} onLanded={onLanded} />
          <CaseContents caseId={caseId} />
        </div>
      }
    />
  );
}
