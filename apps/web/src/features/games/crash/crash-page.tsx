import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRASH_MAX_AUTO_CASHOUT,
  CRASH_MIN_AUTO_CASHOUT,
  decimalToUnits,
  type CrashPlayer,
} from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cashOutCrash } from './api/cash-out-crash';
import { placeCrashBet } from './api/place-crash-bet';
import { CrashAction } from './components/crash-action';
import { CrashChainModal } from './components/crash-chain-modal';
import { CrashCurve } from './components/crash-curve';
import { CrashHistoryStrip } from './components/crash-history-strip';
import { CrashPlayersTable } from './components/crash-players-table';
import { CrashRoundModal } from './components/crash-round-modal';
import { useCrashStore } from './crash-store';
import { nextOpenRound, settlementOf } from './crash-waits';
import { useCrashLive } from './hooks/use-crash-live';
import { BetPanel } from '../components/bet-panel';
import type { GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useSettleBet } from '../hooks/use-settle-bet';
import { playGameSound } from '../sound/game-sound';
import { SoundToggle } from '../sound/sound-toggle';

/** "2", "1.5" → a valid auto cash-out (1.01–1,000,000, 2 decimals); blank or bad → null. */
export function parseAutoCashout(text: string): number | null {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isFinite(value)) return null;
  if (value < CRASH_MIN_AUTO_CASHOUT || value > CRASH_MAX_AUTO_CASHOUT) return null;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value : null;
}

/**
 * `/casino/game/crash` (issue 7): one round for everybody. It lays itself out by its own
 * width (container queries), so it also works inside a 400 px mini-game window.
 */
export function CrashPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('crash');
  const { t: tg } = useTranslation('games');
  useCrashLive();
  const bet = useBetAmount();
  const { applyBalance, showError } = useSettleBet();
  const round = useCrashStore((s) => s.round);
  const players = useCrashStore((s) => s.players);
  const history = useCrashStore((s) => s.history);
  const chain = useCrashStore((s) => s.chain);
  const isLoaded = useCrashStore((s) => s.isLoaded);
  const myBetId = useCrashStore((s) => s.myBetId);
  const myBet = myBetId ? (players[myBetId] ?? null) : null;
  const [autoText, setAutoText] = useState('2');
  const [isPending, setIsPending] = useState(false);
  const [isQueued, setIsQueued] = useState(false);
  const [openRound, setOpenRound] = useState<number | null>(null);
  const [isChainOpen, setIsChainOpen] = useState(false);
  const autoCashout = parseAutoCashout(autoText);
  const isAutoValid = autoText.trim() === '' || autoCashout !== null;

  const submit = useCallback(
    async (amount: string, target: number | null): Promise<CrashPlayer> => {
      const placed = await placeCrashBet({
        amount,
        ...(target !== null ? { autoCashout: target } : {}),
      });
      applyBalance(placed.balance);
      useCrashStore.getState().setMyBet(placed.bet);
      return placed.bet;
    },
    [applyBalance],
  );

  const betNow = useCallback(() => {
    playGameSound('bet');
    setIsPending(true);
    submit(bet.amount.trim(), autoCashout)
      .catch(showError)
      .finally(() => setIsPending(false));
  }, [submit, bet.amount, autoCashout, showError]);

  const cashOut = useCallback(() => {
    setIsPending(true);
    cashOutCrash()
      .then((res) => {
        applyBalance(res.balance);
        useCrashStore.getState().setMyBet(res.bet);
      })
      .catch(showError)
      .finally(() => setIsPending(false));
  }, [applyBalance, showError]);

  // The player's own cash-out (by hand or automatic) is a win to hear.
  const isCashed = myBet?.status === 'cashed';
  useEffect(() => {
    if (isCashed) playGameSound('win');
  }, [isCashed]);

  // A bet queued during a round goes in as soon as the next countdown opens.
  const betNowRef = useRef(betNow);
  betNowRef.current = betNow;
  useEffect(() => {
    if (isQueued && round?.phase === 'waiting' && !myBet) {
      setIsQueued(false);
      betNowRef.current();
    }
  }, [isQueued, round?.phase, round?.id, myBet]);

  // Auto mode: one bet per round at the auto cash-out (2× when blank), settled before the next.
  const placeAuto = useCallback(
    async (amount: string) => {
      await nextOpenRound();
      let placed: CrashPlayer;
      try {
        placed = await submit(amount, autoCashout ?? 2);
      } catch (error) {
        showError(error);
        throw error;
      }
      const settled = await settlementOf(placed.bet_id);
      return {
        stake: decimalToUnits(placed.amount),
        payout: decimalToUnits(settled.payout ?? '0'),
      };
    },
    [submit, autoCashout, showError],
  );

  const panel = (
    <BetPanel
      gameName={tg('names.crash')}
      bet={bet}
      place={placeAuto}
      isBetDisabled={!isAutoValid}
      isLocked={myBet?.status === 'active'}
      manualAction={
        <CrashAction
          round={round}
          myBet={myBet}
          isQueued={isQueued}
          isPending={isPending}
          isAmountValid={bet.isValid && isAutoValid}
          onBet={betNow}
          onCashOut={cashOut}
          onToggleQueue={() => setIsQueued((q) => !q)}
        />
      }
    >
      <Field
        id="crash-auto-cashout"
        label={t('cashOutAt')}
        error={isAutoValid ? undefined : t('invalidCashout')}
        hint={autoText.trim() === '' ? t('cashOutAtHint') : undefined}
      >
        <Input
          id="crash-auto-cashout"
          data-testid="crash-auto-cashout"
          inputMode="decimal"
          dir="ltr"
          placeholder="2.00"
          value={autoText}
          hasError={!isAutoValid}
          onChange={(e) => setAutoText(e.target.value)}
        />
      </Field>
    </BetPanel>
  );

  return (
    <div className="@container mx-auto w-full max-w-6xl" data-testid="crash-page">
      <div className="space-y-3 p-2 @md:p-3 @3xl:space-y-4 @3xl:p-4">
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-900">
          <div className="flex flex-col @3xl:flex-row">
            <aside
              data-keep-clear="area"
              className="order-2 w-full border-t border-ink-700 @3xl:order-1 @3xl:w-80 @3xl:shrink-0 @3xl:border-t-0 @3xl:border-e"
            >
              {panel}
            </aside>
            <section className="order-1 flex min-w-0 flex-1 flex-col @3xl:order-2">
              <div className="flex items-center justify-between gap-2 border-b border-ink-700 px-3 py-2 @md:px-4">
                <h1 className="text-base font-bold">{tg('names.crash')}</h1>
                <div className="flex items-center gap-2" data-keep-clear="control">
                  <SoundToggle />
                  <Button
                    size="sm"
                    variant="ghost"
                    data-testid="crash-fairness"
                    onClick={() => setIsChainOpen(true)}
                  >
                    <ShieldCheck aria-hidden="true" className="size-4" />
                    {t('fairness')}
                  </Button>
                  {toolbar}
                </div>
              </div>
              <div className="border-b border-ink-700 px-3 py-2 @md:px-4">
                <CrashHistoryStrip history={history} onOpen={setOpenRound} />
              </div>
              <div className="h-64 p-2 @md:h-80 @3xl:h-[26rem]" data-keep-clear="area">
                <CrashCurve />
              </div>
            </section>
          </div>
        </div>
        <CrashPlayersTable
          players={Object.values(players)}
          isLoading={!isLoaded}
          highlight={myBetId}
        />
        {footer}
      </div>
      <CrashRoundModal id={openRound} onClose={() => setOpenRound(null)} />
      <CrashChainModal chain={chain} isOpen={isChainOpen} onClose={() => setIsChainOpen(false)} />
    </div>
  );
}
