import { decimalToUnits, isDecimalAmount, unitsToDecimal } from '@tengu/shared';

/**
 * Auto mode (issue 5): a number of bets (0 = until stopped), on win / on loss reset to the base
 * amount or change it by a percentage, stop once the session's profit or loss reaches a limit.
 * Pure: the hook feeds it each settled bet and obeys the answer. Amounts are 10⁻⁸ USD units.
 */
export type AdjustMode = 'reset' | 'change';

export interface AutoBetConfig {
  /** 0 plays until stopped. */
  count: number;
  onWin: { mode: AdjustMode; percent: number };
  onLoss: { mode: AdjustMode; percent: number };
  /** Decimal dollars; blank or 0 = no limit. */
  stopOnProfit: string;
  stopOnLoss: string;
}

export interface AutoBetState {
  baseAmount: bigint;
  amount: bigint;
  played: number;
  /** Payouts minus stakes so far. */
  profit: bigint;
}

export type StopReason = 'count' | 'profit' | 'loss';

export const DEFAULT_AUTO_CONFIG: AutoBetConfig = {
  count: 0,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  stopOnProfit: '',
  stopOnLoss: '',
};

export function startAutoBet(baseAmount: bigint): AutoBetState {
  return { baseAmount, amount: baseAmount, played: 0, profit: 0n };
}

function limit(text: string): bigint {
  const trimmed = text.trim();
  return trimmed && isDecimalAmount(trimmed) ? decimalToUnits(trimmed) : 0n;
}

/** amount × (100 + percent) %, to the unit, never below 0. Percent keeps 2 decimals. */
export function changeByPercent(amount: bigint, percent: number): bigint {
  const basisPoints = BigInt(Math.round((100 + percent) * 100));
  const next = (amount * basisPoints) / 10_000n;
  return next < 0n ? 0n : next;
}

/** Applies one settled bet; `stop` says why the run ends now, or null to place the next bet. */
export function afterBet(
  config: AutoBetConfig,
  state: AutoBetState,
  bet: { stake: bigint; payout: bigint },
): { state: AutoBetState; stop: StopReason | null } {
  const isWin = bet.payout > bet.stake;
  const rule = isWin ? config.onWin : config.onLoss;
  const next: AutoBetState = {
    baseAmount: state.baseAmount,
    played: state.played + 1,
    profit: state.profit + bet.payout - bet.stake,
    amount: rule.mode === 'reset' ? state.baseAmount : changeByPercent(state.amount, rule.percent),
  };
  const profitLimit = limit(config.stopOnProfit);
  const lossLimit = limit(config.stopOnLoss);
  let stop: StopReason | null = null;
  if (profitLimit > 0n && next.profit >= profitLimit) stop = 'profit';
  else if (lossLimit > 0n && -next.profit >= lossLimit) stop = 'loss';
  else if (config.count > 0 && next.played >= config.count) stop = 'count';
  return { state: next, stop };
}

export function toUnits(amount: string): bigint {
  return isDecimalAmount(amount.trim()) ? decimalToUnits(amount.trim()) : 0n;
}

export const toDecimal = unitsToDecimal;

export type RunEnd = StopReason | 'stopped' | 'error';

export interface RunAutoBetOptions {
  config: AutoBetConfig;
  baseAmount: bigint;
  /** Places one bet of a decimal dollar amount; a rejection ends the run. */
  place: (amount: string) => Promise<{ stake: bigint; payout: bigint }>;
  /** The player pressed Stop (checked before every bet). */
  isStopped: () => boolean;
  onSettled?: (state: AutoBetState) => void;
  /** Between bets, so the board can show each result; never waits for an animation. */
  pause?: () => Promise<void>;
}

/** The auto-mode loop: bets until the engine, the player or any error stops it. */
export async function runAutoBet(options: RunAutoBetOptions): Promise<RunEnd> {
  let state = startAutoBet(options.baseAmount);
  while (!options.isStopped()) {
    let settled;
    try {
      settled = await options.place(unitsToDecimal(state.amount));
    } catch {
      return 'error';
    }
    const step = afterBet(options.config, state, settled);
    state = step.state;
    options.onSettled?.(state);
    if (step.stop) return step.stop;
    await options.pause?.();
  }
  return 'stopped';
}
