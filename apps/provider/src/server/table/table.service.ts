import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  planSettlement,
  roundPocket,
  tableMoment,
  type RouletteBet,
  type TableSchedule,
} from '#provider/games/shrine-roulette/index';
import { WalletUnreachable, type CasinoWallet } from '../casino-wallet';
import { inTransaction } from '../rounds.repository';
import { SpinError, SPIN_MESSAGES } from '../spin.service';
import {
  betsToRollBack,
  closeTableRound,
  countPlayerBets,
  dueTableRounds,
  ensureTableRound,
  insertTableBet,
  lockOpenRound,
  markSettlement,
  moveTableBet,
  owedSettlements,
  recordSettlement,
  roundBets,
  toStoredBet,
  type SettlementRow,
  type TableBetRow,
  type TableRoundRow,
} from './table.repository';

/**
 * Shrine Roulette's shared table (issue 20; docs/decisions/034-shared-table-roulette.md). One
 * schedule for everyone: bets while the round is open, each one a `transaction/bet` of the
 * round; when betting closes, bets the casino has not confirmed are rolled back, the pocket is
 * drawn from the round's pre-committed seed, and every player with an accepted bet gets ONE
 * `transaction/win` (0 closes a lost round, so the casino's play event fires). Spin and owed wins
 * are stored before any win is sent; a restart settles what was interrupted and re-sends them.
 */

export const TABLE = {
  /** The table's key in the provider schema and its game code at the casino. */
  id: 'shrine-roulette',
  /** The fair stream's client seed (ADR 029): the table's slug. */
  clientSeed: 'Shrine-Roulette',
} as const;

/** Chips in provider units (10⁻⁵ USD): $0.10, $1, $5, $25, $100. */
export const TABLE_CHIPS: readonly number[] = [10_000, 100_000, 500_000, 2_500_000, 10_000_000];
export const MAX_BETS_PER_ROUND = 100;
/** How long settlement waits for bets the casino is still answering before rolling them back. */
const PENDING_GRACE_MS = 3_000;

export const TABLE_MESSAGES = {
  badBet: 'This bet is not on the table.',
  badChip: 'Choose one of the offered chips.',
  bettingClosed: 'Betting is closed for this round: wait for the next one.',
  tooManyBets: 'You have placed as many bets as one round allows.',
} as const;

export interface TableDeps {
  pool: pg.Pool;
  wallet: CasinoWallet;
  schedule: TableSchedule;
  now: () => number;
}

export const walletRound = (roundId: number) => `${TABLE.id}:${roundId}`;

export interface PlacedTableBet {
  id: string;
  roundId: number;
  bet: RouletteBet;
  stake: string;
  /** The casino's balance after the bet (provider units). */
  balance: string;
}

const TOKEN_STATUSES = new Set(['RS_ERROR_INVALID_TOKEN', 'RS_ERROR_TOKEN_EXPIRED']);

export async function placeTableBet(
  deps: TableDeps,
  input: { token: string; user: string; currency: string; bet: RouletteBet; stake: number },
): Promise<PlacedTableBet> {
  if (!TABLE_CHIPS.includes(input.stake)) {
    throw new SpinError(400, 'BAD_CHIP', TABLE_MESSAGES.badChip);
  }
  const moment = tableMoment(deps.now(), deps.schedule);
  if (moment.phase !== 'betting') {
    throw new SpinError(409, 'BETTING_CLOSED', TABLE_MESSAGES.bettingClosed);
  }
  await ensureTableRound(deps.pool, { tableId: TABLE.id, ...moment });
  const row: Omit<TableBetRow, 'state' | 'created_at'> = {
    id: randomUUID(),
    table_id: TABLE.id,
    round_id: moment.roundId,
    player: input.user,
    token: input.token,
    currency: input.currency,
    bet: input.bet,
    stake: BigInt(input.stake),
    transaction_uuid: randomUUID(),
    rollback_transaction_uuid: randomUUID(),
  };
  await inTransaction(deps.pool, async (client) => {
    const open = await lockOpenRound(client, TABLE.id, moment.roundId);
    if (!open || deps.now() >= moment.closesAt) {
      throw new SpinError(409, 'BETTING_CLOSED', TABLE_MESSAGES.bettingClosed);
    }
    const placed = await countPlayerBets(client, TABLE.id, moment.roundId, input.user);
    if (placed >= MAX_BETS_PER_ROUND) {
      throw new SpinError(409, 'TOO_MANY_BETS', TABLE_MESSAGES.tooManyBets);
    }
    await insertTableBet(client, row);
  });

  let answer;
  try {
    answer = await deps.wallet.call('transaction/bet', {
      transaction_uuid: row.transaction_uuid,
      token: row.token,
      user: row.player,
      currency: row.currency,
      game_code: TABLE.id,
      round: walletRound(row.round_id),
      amount: Number(row.stake),
      round_closed: false,
      is_free: false,
    });
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    if (await moveTableBet(deps.pool, row.id, 'pending', 'rolling_back')) {
      await sendRollback(deps, row);
    }
    throw new SpinError(503, 'CASINO_UNAVAILABLE', SPIN_MESSAGES.casinoDown);
  }
  if (answer.status !== 'RS_OK') {
    const refused = answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY';
    await moveTableBet(deps.pool, row.id, 'pending', refused ? 'refused' : 'failed');
    if (refused) throw new SpinError(402, 'NOT_ENOUGH_MONEY', SPIN_MESSAGES.notEnoughMoney);
    if (TOKEN_STATUSES.has(answer.status)) {
      throw new SpinError(401, 'SESSION_ENDED', SPIN_MESSAGES.sessionEnded);
    }
    throw new SpinError(409, answer.status, SPIN_MESSAGES.refused);
  }
  if (!(await moveTableBet(deps.pool, row.id, 'pending', 'accepted'))) {
    // Settlement found it unconfirmed when betting closed and rolled it back meanwhile.
    throw new SpinError(503, 'CASINO_UNAVAILABLE', SPIN_MESSAGES.casinoDown);
  }
  return {
    id: row.id,
    roundId: row.round_id,
    bet: row.bet,
    stake: row.stake.toString(),
    balance: String(answer.balance ?? 0),
  };
}

/** Sends the bet's rollback (same uuid every time); true once the casino confirmed it. */
async function sendRollback(
  deps: TableDeps,
  bet: Omit<TableBetRow, 'state' | 'created_at'>,
): Promise<boolean> {
  try {
    const answer = await deps.wallet.call('transaction/rollback', {
      transaction_uuid: bet.rollback_transaction_uuid,
      reference_transaction_uuid: bet.transaction_uuid,
      token: bet.token,
      user: bet.player,
      game_code: TABLE.id,
      round: walletRound(bet.round_id),
    });
    if (answer.status !== 'RS_OK') return false;
  } catch (error) {
    if (error instanceof WalletUnreachable) return false;
    throw error;
  }
  return moveTableBet(deps.pool, bet.id, 'rolling_back', 'rolled_back');
}

/**
 * Settles one round whose betting time is over: close it, roll back what the casino never
 * confirmed (after a short grace for answers in flight), draw the pocket, store the spin and the
 * owed wins in one transaction, then send the wins. Safe to run again at any point.
 */
export async function settleTableRound(deps: TableDeps, round: TableRoundRow): Promise<boolean> {
  if (round.state === 'open') await closeTableRound(deps.pool, TABLE.id, round.round_id);
  if (round.state !== 'settled') {
    let bets = await roundBets(deps.pool, TABLE.id, round.round_id);
    const pending = bets.filter((b) => b.state === 'pending');
    if (pending.length > 0) {
      if (deps.now() < round.closes_at.getTime() + PENDING_GRACE_MS) return false;
      for (const bet of pending) {
        if (await moveTableBet(deps.pool, bet.id, 'pending', 'rolling_back')) {
          await sendRollback(deps, bet);
        }
      }
      bets = await roundBets(deps.pool, TABLE.id, round.round_id);
    }
    const pocket = roundPocket({
      serverSeed: round.server_seed,
      tableId: TABLE.clientSeed,
      roundId: round.round_id,
    });
    const byTransaction = new Map(bets.map((b) => [b.transaction_uuid, b]));
    const settlements = planSettlement(bets.map(toStoredBet), pocket).map((s) => {
      const first = byTransaction.get(s.referenceTransactionUuid) as TableBetRow;
      return {
        player: s.player,
        token: first.token,
        currency: first.currency,
        stake: s.stake,
        win: s.win,
        win_transaction_uuid: randomUUID(),
        reference_transaction_uuid: s.referenceTransactionUuid,
      };
    });
    await inTransaction(deps.pool, (client) =>
      recordSettlement(client, { tableId: TABLE.id, roundId: round.round_id, pocket }, settlements),
    );
  }
  await payOwedWins(deps, { roundId: round.round_id, idleSeconds: 0 });
  return true;
}

/** Sends owed wins (same uuid each time); a win nobody answered stays owed for the next pass. */
export async function payOwedWins(
  deps: TableDeps,
  options: { roundId?: number; idleSeconds: number },
): Promise<number> {
  const owed = await owedSettlements(deps.pool, TABLE.id, options);
  const paid = await Promise.all(owed.map((s) => sendWin(deps, s)));
  return paid.filter(Boolean).length;
}

async function sendWin(deps: TableDeps, s: SettlementRow): Promise<boolean> {
  const key = { tableId: s.table_id, roundId: s.round_id, player: s.player };
  try {
    const answer = await deps.wallet.call('transaction/win', {
      transaction_uuid: s.win_transaction_uuid,
      reference_transaction_uuid: s.reference_transaction_uuid,
      token: s.token,
      user: s.player,
      currency: s.currency,
      game_code: TABLE.id,
      round: walletRound(s.round_id),
      amount: Number(s.win),
      round_closed: true,
      is_free: false,
    });
    const balance = answer.balance === undefined ? undefined : BigInt(answer.balance);
    return markSettlement(
      deps.pool,
      key,
      answer.status === 'RS_OK' ? 'settled' : 'failed',
      balance,
    );
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    await markSettlement(deps.pool, key, 'owed');
    return false;
  }
}

/**
 * One pass of the table's clock: publish the current round (its seed hash), settle every round
 * whose betting is over (also those a restart interrupted), and with `recover`, re-send
 * rollbacks and wins still unanswered after `idleSeconds`.
 */
export async function tableTick(
  deps: TableDeps,
  options: { recover: boolean; idleSeconds?: number } = { recover: false },
): Promise<void> {
  const now = deps.now();
  const moment = tableMoment(now, deps.schedule);
  await ensureTableRound(deps.pool, { tableId: TABLE.id, ...moment });
  for (const round of await dueTableRounds(deps.pool, TABLE.id, now)) {
    if (!(await settleTableRound(deps, round))) break;
  }
  if (!options.recover) return;
  const idle = options.idleSeconds ?? 10;
  for (const bet of await betsToRollBack(deps.pool, idle)) await sendRollback(deps, bet);
  await payOwedWins(deps, { idleSeconds: idle });
}

/** Runs the clock until stopped: a pass every `tickMs`, recovery every 15 s (and at once). */
export function startTableLoop(
  deps: TableDeps,
  onError: (error: unknown) => void,
  tickMs = 1_000,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let passes = 0;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const recover = passes % Math.max(1, Math.round(15_000 / tickMs)) === 0;
      await tableTick(deps, { recover, idleSeconds: passes === 0 ? 0 : 10 });
    } catch (error) {
      if (!stopped) onError(error);
    }
    passes++;
    if (!stopped) {
      timer = setTimeout(() => {
        running = run();
      }, tickMs);
      timer.unref();
    }
  };
  running = run();
  // Stopping waits for a pass in flight, so the pool is not closed under it.
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
