import type { BetResponse } from '@tengu/shared';
import { publishEffects, type SettledBet } from '#app/modules/bets/bet-pipeline';
import type { Realtime } from '#app/realtime/realtime';

/** Publishes a settled bet's events (not for an Idempotency-Key replay) and shapes the answer. */
export function answerBet(realtime: Realtime, settled: SettledBet): BetResponse {
  if (!settled.replayed) publishEffects(realtime, settled.effects, settled.bet);
  return { bet: settled.bet, balance: settled.balance };
}

export const betRouteSchema = (summary: string) => ({
  tags: ['games'],
  summary,
});
