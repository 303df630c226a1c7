import { settleBet, type RouletteBet } from './bets';
import { roundTimes, type TableSchedule } from './schedule';

/**
 * The shared table's pure rules (docs/decisions/034-shared-table-roulette.md): which phase the
 * table is in at a moment, which bet states may follow which, and what each player of a round
 * is paid. The service stores the states; this decides them.
 */

/** The table's schedule: rounds of `roundMs`, the last `spinMs` of each for the wheel. */
export function tableSchedule(options: { roundMs: number; spinMs?: number }): TableSchedule {
  const roundMs = options.roundMs;
  if (!Number.isSafeInteger(roundMs) || roundMs < 1_000) {
    throw new RangeError('a round lasts at least 1,000 ms');
  }
  // By default 8 s show the wheel and the result (a quarter of a round shorter than 30 s).
  const spinMs = options.spinMs ?? (roundMs >= 30_000 ? 8_000 : Math.round(roundMs / 4));
  if (!(spinMs > 0 && spinMs < roundMs)) throw new RangeError('need 0 < spinMs < roundMs');
  return { epochMs: Date.UTC(2026, 0, 1), roundMs, bettingMs: roundMs - spinMs };
}

export type TablePhase = 'betting' | 'spinning';

export interface TableMoment {
  /** The round this moment belongs to: taking bets, or showing its spin. */
  roundId: number;
  phase: TablePhase;
  opensAt: number;
  closesAt: number;
  /** When the next round opens (the end of this one's spin). */
  nextOpensAt: number;
}

export function tableMoment(nowMs: number, schedule: TableSchedule): TableMoment {
  const roundId = Math.max(0, Math.floor((nowMs - schedule.epochMs) / schedule.roundMs));
  const { opensAt, closesAt } = roundTimes(roundId, schedule);
  return {
    roundId,
    phase: nowMs < closesAt ? 'betting' : 'spinning',
    opensAt,
    closesAt,
    nextOpensAt: opensAt + schedule.roundMs,
  };
}

/**
 * A bet's life: `pending` (stored, the casino not yet answered) → `accepted` | `refused` |
 * `failed`; an unanswered or late bet → `rolling_back` (claimed before the rollback is sent, so
 * a late "accepted" cannot slip in) → `rolled_back`.
 */
export type TableBetState =
  'pending' | 'accepted' | 'refused' | 'failed' | 'rolling_back' | 'rolled_back';

const NEXT: Readonly<Record<TableBetState, readonly TableBetState[]>> = {
  pending: ['accepted', 'refused', 'failed', 'rolling_back'],
  rolling_back: ['rolled_back'],
  accepted: [],
  refused: [],
  failed: [],
  rolled_back: [],
};

export const canMoveBet = (from: TableBetState, to: TableBetState): boolean =>
  NEXT[from].includes(to);

export interface StoredTableBet {
  player: string;
  transactionUuid: string;
  bet: RouletteBet;
  stake: bigint;
  state: TableBetState;
  createdAt: number;
}

export interface PlayerSettlement {
  player: string;
  /** The accepted stakes of the round. */
  stake: bigint;
  /** What the pocket returns on them (0 closes a lost round). */
  win: bigint;
  /** The win's reference: the player's first accepted bet of the round. */
  referenceTransactionUuid: string;
}

/**
 * One settlement per player who has an accepted bet: the sum of what each accepted bet returns
 * against the one pocket. Bets in any other state are not the player's money and pay nothing;
 * settlement must only run once no bet of the round is `pending` any more.
 */
export function planSettlement(
  bets: readonly StoredTableBet[],
  pocket: number,
): PlayerSettlement[] {
  if (bets.some((b) => b.state === 'pending')) {
    throw new Error('a round with pending bets cannot be settled');
  }
  const byPlayer = new Map<string, PlayerSettlement & { firstAt: number }>();
  for (const bet of bets) {
    if (bet.state !== 'accepted') continue;
    const won = settleBet(bet.bet, bet.stake, pocket);
    const seen = byPlayer.get(bet.player);
    if (!seen) {
      byPlayer.set(bet.player, {
        player: bet.player,
        stake: bet.stake,
        win: won,
        referenceTransactionUuid: bet.transactionUuid,
        firstAt: bet.createdAt,
      });
      continue;
    }
    seen.stake += bet.stake;
    seen.win += won;
    if (bet.createdAt < seen.firstAt) {
      seen.firstAt = bet.createdAt;
      seen.referenceTransactionUuid = bet.transactionUuid;
    }
  }
  return [...byPlayer.values()].map(({ firstAt: _firstAt, ...settlement }) => settlement);
}
