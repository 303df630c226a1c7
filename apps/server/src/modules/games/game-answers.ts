import type { BetResponse, MinesStateResponse } from '@tengu/shared';
import { publishEffects, type SettledBet } from '#app/modules/bets/bet-pipeline';
import type { Realtime } from '#app/realtime/realtime';
import type { MinesStep } from './mines/mines.service';

/** Publishes a settled bet's events (not for an Idempotency-Key replay) and shapes the answer. */
export function answerBet(realtime: Realtime, settled: SettledBet): BetResponse {
  if (!settled.replayed) publishEffects(realtime, settled.effects, settled.bet);
  return { bet: settled.bet, balance: settled.balance };
}

export function answerMines(realtime: Realtime, step: MinesStep): MinesStateResponse {
  if (step.effects) publishEffects(realtime, step.effects, step.bet ?? undefined);
  return { game: step.game, bet: step.bet, balance: step.balance };
}

export const betRouteSchema = (summary: string) => ({
  tags: ['games'],
  summary,
});
