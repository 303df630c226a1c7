import type { SeedInput } from '@tengu/fairness';
import { createFairRng } from '#provider/rng/fair-rng';
import type { BonusBuyOutcome, SlotGame, SpinOutcome } from './types';

/**
 * Real play (ADR 029): every call — a paid spin, each free spin or respin, a bonus buy's draw —
 * takes its own nonce of the player's seed pair, and reports how many floats it used so a
 * verifier can replay it from the revealed server seed with the same state.
 */
export function playFairSpin<S>(
  game: SlotGame<S>,
  input: { seed: SeedInput; bet: bigint; state: S },
): { outcome: SpinOutcome<S>; floatsUsed: number } {
  const rng = createFairRng(input.seed);
  const outcome = game.spin(rng, input.bet, input.state);
  return { outcome, floatsUsed: rng.cursor };
}

export function playFairBonusBuy<S>(
  game: SlotGame<S>,
  input: { seed: SeedInput; bet: bigint },
): { outcome: BonusBuyOutcome<S>; floatsUsed: number } {
  if (!game.buyBonus) throw new Error(`${game.meta.name} has no bonus buy`);
  const rng = createFairRng(input.seed);
  const outcome = game.buyBonus(rng, input.bet);
  return { outcome, floatsUsed: rng.cursor };
}
