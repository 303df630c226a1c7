import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { DEFAULT_AUTO_CONFIG, type AutoBetConfig } from '../auto-bet';
import type { BetAmount } from '../hooks/use-bet-amount';
import { useAutoBet, type SettledBet } from '../hooks/use-auto-bet';
import { unitsToDecimalText } from '@/lib/formatters';
import { AmountInput } from './amount-input';
import { AutoProgress } from './auto-progress';
import { AutoSettings } from './auto-settings';
import { playGameSound } from '../sound/game-sound';
import { SignInGate } from './sign-in-gate';

const TAB =
  'flex-1 cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-fog transition-colors data-[state=active]:bg-ink-600 data-[state=active]:text-white data-[disabled]:cursor-not-allowed';

export interface BetPanelProps {
  gameName: string;
  bet: BetAmount;
  /** Places one bet of `amount`; rejects after telling the player what went wrong. */
  place: (amount: string) => Promise<SettledBet>;
  /** Blocks the manual Bet button (a request in flight, an invalid input). */
  isBetDisabled?: boolean;
  /** The game's own inputs (target, rows, mines …). */
  children?: ReactNode;
  hasAuto?: boolean;
  /** Replaces the manual Bet button (mines: start, cash out). */
  manualAction?: ReactNode;
  /** Locks the amount and the game's inputs (a mines round is running). */
  isLocked?: boolean;
  /** Told when the player switches between Manual and Auto (mines picks its auto tiles). */
  onModeChange?: (mode: 'manual' | 'auto') => void;
}

/** The left control panel: Manual / Auto, the amount, the game's inputs, the Bet button. */
export function BetPanel(props: BetPanelProps) {
  const { gameName, bet, place, isBetDisabled = false, children, hasAuto = true } = props;
  const { t, i18n } = useTranslation('games');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [config, setConfig] = useState<AutoBetConfig>(DEFAULT_AUTO_CONFIG);
  const auto = useAutoBet(place);
  const isLocked = auto.isRunning || props.isLocked === true;

  const action = !isLoggedIn ? (
    <SignInGate game={gameName} />
  ) : mode === 'manual' ? (
    (props.manualAction ?? (
      <Button
        size="lg"
        className="w-full"
        data-testid="bet-button"
        disabled={isBetDisabled || !bet.isValid}
        onClick={() => {
          playGameSound('bet');
          void place(bet.amount.trim()).catch(() => undefined);
        }}
      >
        {t('panel.bet')}
      </Button>
    ))
  ) : auto.isRunning ? (
    <Button
      size="lg"
      variant="secondary"
      className="w-full"
      data-testid="auto-stop"
      onClick={auto.stop}
    >
      {t('auto.stop', { count: auto.played })}
    </Button>
  ) : (
    <Button
      size="lg"
      className="w-full"
      data-testid="auto-start"
      disabled={!bet.isValid || isBetDisabled}
      onClick={() => void auto.start(config, bet.units)}
    >
      {t('auto.start')}
    </Button>
  );

  return (
    // Narrow (phones, small windows; a container query like GameLayout's): the amount and the
    // Bet button first, right under the board, then the game's inputs and Manual / Auto, as the
    // best casinos' phone layouts do (issue 14). Wide: the usual top-to-bottom order.
    <div
      className="flex flex-col gap-3 bg-ink-800 p-3 @md:gap-4 @md:p-4 @3xl:h-full"
      data-testid="bet-panel"
    >
      {hasAuto && (
        <Tabs.Root
          className="order-6 @3xl:order-none"
          value={mode}
          onValueChange={(v) => {
            setMode(v as 'manual' | 'auto');
            props.onModeChange?.(v as 'manual' | 'auto');
          }}
          dir={i18n.dir()}
        >
          <Tabs.List className="flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
            <Tabs.Trigger
              value="manual"
              className={TAB}
              disabled={auto.isRunning}
              data-testid="mode-manual"
            >
              {t('panel.manual')}
            </Tabs.Trigger>
            <Tabs.Trigger value="auto" className={TAB} data-testid="mode-auto">
              {t('panel.auto')}
            </Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      )}
      <AmountInput
        className="order-1 @3xl:order-none"
        bet={bet}
        isDisabled={isLocked}
        shownAmount={auto.progress ? unitsToDecimalText(auto.progress.stake) : undefined}
      />
      {auto.progress && (
        <div className="order-3 @3xl:order-none">
          <AutoProgress profit={auto.progress.profit} played={auto.played} />
        </div>
      )}
      <fieldset disabled={isLocked} className="order-4 space-y-3 @3xl:order-none">
        {children}
      </fieldset>
      {mode === 'auto' && (
        <div className="order-5 @3xl:order-none">
          <AutoSettings config={config} onChange={setConfig} isDisabled={auto.isRunning} />
        </div>
      )}
      <div className="order-2 @3xl:order-none" data-testid="bet-action">
        {action}
      </div>
    </div>
  );
}
