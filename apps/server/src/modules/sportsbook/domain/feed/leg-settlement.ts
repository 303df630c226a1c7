/** UOF's (result, void_factor) pairs ↔ our five leg results. */
import type { LegResult } from '../types';
import type { OutcomeSettlement } from './feed-messages';

export function legResultOf(
  settlement: Pick<OutcomeSettlement, 'result' | 'voidFactor'>,
): LegResult {
  const { result, voidFactor } = settlement;
  if (voidFactor === 1) return 'void';
  if (voidFactor === 0.5) return result === 1 ? 'half_win' : 'half_loss';
  return result === 1 ? 'win' : 'loss';
}

export function outcomeSettlementOf(id: string, leg: LegResult): OutcomeSettlement {
  switch (leg) {
    case 'win':
      return { id, result: 1, voidFactor: 0 };
    case 'loss':
      return { id, result: 0, voidFactor: 0 };
    case 'void':
      return { id, result: 0, voidFactor: 1 };
    case 'half_win':
      return { id, result: 1, voidFactor: 0.5 };
    case 'half_loss':
      return { id, result: 0, voidFactor: 0.5 };
  }
}
