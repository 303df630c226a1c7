/**
 * The arithmetic of a bet, in 10⁻⁸ USD units (ARCHITECTURE.md, Money): multipliers are carried
 * as integers × 10⁴ so no float ever touches an amount; payouts round down (the house never pays
 * a fraction of a unit above the exact value).
 */
export const MULTIPLIER_SCALE = 10_000n;

/** A multiplier with at most 4 decimals (tables, targets, minesMultiplier) → × 10⁴. */
export function toMultiplierE4(multiplier: number): bigint {
  return BigInt(Math.round(multiplier * 10_000));
}

export function fromMultiplierE4(e4: bigint): number {
  return Number(e4) / 10_000;
}

export function payoutFor(stake: bigint, multiplierE4: bigint): bigint {
  return (stake * multiplierE4) / MULTIPLIER_SCALE;
}

/** Whether the profit a win at this multiplier would pay exceeds the configured maximum. */
export function exceedsMaxProfit(stake: bigint, multiplierE4: bigint, maxProfit: bigint): boolean {
  return payoutFor(stake, multiplierE4) - stake > maxProfit;
}

export interface Split {
  freebets: bigint;
  credits: bigint;
}

/** Free bets pay first, then credits (ARCHITECTURE.md, Bets and fairness). */
export function splitStake(amount: bigint, freebetsBalance: bigint): Split {
  const freebets =
    freebetsBalance > 0n ? (amount < freebetsBalance ? amount : freebetsBalance) : 0n;
  return { freebets, credits: amount - freebets };
}

/**
 * Winnings return in the stake's proportions (issue 5: "winnings from a freebet stake return as
 * freebets, pro rata"); the rounding remainder goes to credits.
 */
export function splitPayout(payout: bigint, stake: Split): Split {
  const total = stake.freebets + stake.credits;
  if (total === 0n || payout === 0n) return { freebets: 0n, credits: payout };
  const freebets = (payout * stake.freebets) / total;
  return { freebets, credits: payout - freebets };
}
