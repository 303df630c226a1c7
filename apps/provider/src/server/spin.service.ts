import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { WalletUnreachable, type CasinoWallet, type WalletAnswer } from './casino-wallet';
import { slotByCode } from './catalogue';
import { playRound, type PlayedSpin } from './play-round';
import {
  inTransaction,
  insertRound,
  lockSeeds,
  returnFreeSpin,
  setNextNonce,
  setRoundState,
  takeFreeSpin,
  unfinishedRounds,
  type RoundRow,
} from './rounds.repository';

/**
 * A real-money round (issue 20): drawn and stored with its transaction uuids BEFORE the casino
 * hears of it; then `transaction/bet`, then `transaction/win` (0 closes a lost round). A bet the
 * casino never answered is rolled back; a win it never answered stays owed and is re-sent by
 * `recoverRounds` with the same uuid until the casino takes it (rounds idle for 2 minutes: longer
 * than a spin's own retries).
 */

export class SpinError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const SPIN_MESSAGES = {
  unknownGame: 'This game does not exist.',
  badBet: 'Choose one of the offered bets.',
  noBonusBuy: 'This game has no bonus buy.',
  noFreeSpins: 'You have no free spins left for this game.',
  notEnoughMoney: 'Not enough money: lower your bet or top up your balance at the casino.',
  sessionEnded: 'Your game session has ended: open the game again from the casino.',
  refused: 'The casino refused this bet.',
  casinoDown: 'The casino did not answer; your bet was cancelled. Please try again.',
  winPending: 'The casino did not answer; your win is saved and will be credited shortly.',
} as const;

/** The bets the page offers, in provider units (10⁻⁵ USD): $0.10 … $100. */
export const BET_STEPS: readonly number[] = [
  10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
];

export interface SpinInput {
  token: string;
  user: string;
  gameCode: string;
  currency: string;
  bet: number;
  buy: boolean;
  /** Play one of the player's campaign free spins (its bet is the campaign's). */
  free: boolean;
}

export interface SpinAnswer {
  roundId: string;
  bet: string;
  cost: string;
  win: string;
  /** The casino's balance after the round (provider units), as a decimal string. */
  balance: string;
  spins: PlayedSpin[];
  isFree: boolean;
}

interface Deps {
  pool: pg.Pool;
  wallet: CasinoWallet;
}

const TOKEN_STATUSES = new Set(['RS_ERROR_INVALID_TOKEN', 'RS_ERROR_TOKEN_EXPIRED']);

export async function spin(deps: Deps, input: SpinInput): Promise<SpinAnswer> {
  const game = slotByCode(input.gameCode);
  if (!game) throw new SpinError(404, 'UNKNOWN_GAME', SPIN_MESSAGES.unknownGame);
  if (input.buy && (!game.buyBonus || input.free)) {
    throw new SpinError(400, 'NO_BONUS_BUY', SPIN_MESSAGES.noBonusBuy);
  }
  if (!input.free && !BET_STEPS.includes(input.bet)) {
    throw new SpinError(400, 'BAD_BET', SPIN_MESSAGES.badBet);
  }

  const round = await inTransaction(deps.pool, async (client) => {
    const grant = input.free ? await takeFreeSpin(client, input.user, input.gameCode) : null;
    if (input.free && !grant) throw new SpinError(409, 'NO_FREE_SPINS', SPIN_MESSAGES.noFreeSpins);
    const bet = grant ? grant.bet : BigInt(input.bet);
    const seeds = await lockSeeds(client, input.user);
    const played = playRound(game, {
      serverSeed: seeds.server_seed,
      clientSeed: seeds.client_seed,
      nonce: seeds.next_nonce,
      bet,
      buy: input.buy,
      free: input.free,
    });
    await setNextNonce(client, input.user, played.nonceTo);
    const row = {
      id: randomUUID(),
      player: input.user,
      game_code: input.gameCode,
      currency: input.currency,
      bet,
      cost: played.cost,
      win: played.win,
      is_free: input.free,
      campaign_uuid: grant?.campaign_uuid ?? null,
      outcome: { spins: played.spins, buy: input.buy },
      server_seed: seeds.server_seed,
      client_seed: seeds.client_seed,
      nonce_from: played.nonceFrom,
      nonce_to: played.nonceTo,
      bet_transaction_uuid: randomUUID(),
      win_transaction_uuid: randomUUID(),
      rollback_transaction_uuid: randomUUID(),
      token: input.token,
    };
    await insertRound(client, row);
    return { ...row, spins: played.spins };
  });

  let betAnswer: WalletAnswer;
  try {
    betAnswer = await deps.wallet.call('transaction/bet', betBody(round));
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    await rollBack(deps, round);
    throw new SpinError(503, 'CASINO_UNAVAILABLE', SPIN_MESSAGES.casinoDown);
  }
  if (betAnswer.status !== 'RS_OK') {
    const refused = betAnswer.status === 'RS_ERROR_NOT_ENOUGH_MONEY';
    await setRoundState(deps.pool, round.id, ['pending'], refused ? 'refused' : 'failed');
    if (round.campaign_uuid) await returnFreeSpin(deps.pool, round.campaign_uuid);
    if (refused) throw new SpinError(402, 'NOT_ENOUGH_MONEY', SPIN_MESSAGES.notEnoughMoney);
    if (TOKEN_STATUSES.has(betAnswer.status)) {
      throw new SpinError(401, 'SESSION_ENDED', SPIN_MESSAGES.sessionEnded);
    }
    throw new SpinError(409, betAnswer.status, SPIN_MESSAGES.refused);
  }
  if (!(await setRoundState(deps.pool, round.id, ['pending'], 'bet_accepted'))) {
    // The recovery rolled this round back meanwhile (the casino was silent for too long).
    throw new SpinError(503, 'CASINO_UNAVAILABLE', SPIN_MESSAGES.casinoDown);
  }

  let winAnswer: WalletAnswer;
  try {
    winAnswer = await deps.wallet.call('transaction/win', winBody(round));
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    throw new SpinError(503, 'WIN_PENDING', SPIN_MESSAGES.winPending);
  }
  if (winAnswer.status !== 'RS_OK') {
    await setRoundState(deps.pool, round.id, ['bet_accepted'], 'failed');
    throw new SpinError(409, winAnswer.status, SPIN_MESSAGES.refused);
  }
  const balance = BigInt(winAnswer.balance ?? 0);
  await setRoundState(deps.pool, round.id, ['bet_accepted'], 'settled', balance);
  return {
    roundId: round.id,
    bet: round.bet.toString(),
    cost: round.cost.toString(),
    win: round.win.toString(),
    balance: balance.toString(),
    spins: round.spins,
    isFree: round.is_free,
  };
}

type Round = Pick<
  RoundRow,
  | 'id'
  | 'player'
  | 'game_code'
  | 'currency'
  | 'cost'
  | 'win'
  | 'is_free'
  | 'campaign_uuid'
  | 'bet_transaction_uuid'
  | 'win_transaction_uuid'
  | 'rollback_transaction_uuid'
  | 'token'
>;

function betBody(round: Round) {
  return {
    transaction_uuid: round.bet_transaction_uuid,
    token: round.token,
    user: round.player,
    currency: round.currency,
    game_code: round.game_code,
    round: round.id,
    amount: Number(round.cost),
    round_closed: false,
    is_free: round.is_free,
    ...(round.campaign_uuid ? { meta: { campaign_uuid: round.campaign_uuid } } : {}),
  };
}

function winBody(round: Round) {
  return {
    ...betBody(round),
    transaction_uuid: round.win_transaction_uuid,
    reference_transaction_uuid: round.bet_transaction_uuid,
    amount: Number(round.win),
    round_closed: true,
  };
}

/** Cancels a bet whose fate is unknown; a rollback nobody answered leaves it for recovery. */
async function rollBack(deps: Deps, round: Round): Promise<boolean> {
  try {
    const answer = await deps.wallet.call('transaction/rollback', {
      transaction_uuid: round.rollback_transaction_uuid,
      reference_transaction_uuid: round.bet_transaction_uuid,
      token: round.token,
      user: round.player,
      game_code: round.game_code,
      round: round.id,
    });
    if (answer.status !== 'RS_OK') return false;
  } catch (error) {
    if (error instanceof WalletUnreachable) return false;
    throw error;
  }
  if (await setRoundState(deps.pool, round.id, ['pending'], 'rolled_back')) {
    if (round.campaign_uuid) await returnFreeSpin(deps.pool, round.campaign_uuid);
  }
  return true;
}

/**
 * Finishes what a crash or an outage left: a `pending` round (bet never confirmed) is rolled
 * back; a `bet_accepted` round (win owed) gets its win again, same uuid. Returns how many moved.
 */
export async function recoverRounds(deps: Deps, olderThanSeconds = 120): Promise<number> {
  let moved = 0;
  for (const round of await unfinishedRounds(deps.pool, olderThanSeconds)) {
    if (round.state === 'pending') {
      if (await rollBack(deps, round)) moved++;
      continue;
    }
    try {
      const answer = await deps.wallet.call('transaction/win', winBody(round));
      const to = answer.status === 'RS_OK' ? 'settled' : 'failed';
      const balance = answer.balance === undefined ? undefined : BigInt(answer.balance);
      if (await setRoundState(deps.pool, round.id, ['bet_accepted'], to, balance)) moved++;
    } catch (error) {
      if (!(error instanceof WalletUnreachable)) throw error;
    }
  }
  return moved;
}
