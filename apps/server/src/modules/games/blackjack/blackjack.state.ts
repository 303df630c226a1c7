import {
  handOutcomes,
  handTotal,
  legalActions,
  settleBlackjack,
  unitsToDecimal,
  type BlackjackBetDetails,
  type BlackjackGame,
  type BlackjackRound,
  type BlackjackSettlement,
} from '@tengu/shared';
import type { ActiveGameRow } from '#app/modules/bets/active-games';

/**
 * What a running blackjack hand keeps in its `active_games.state` (server side only: the card
 * sequence and the hole card never leave it while the hand runs), and the views built from it.
 */

/** A stake added after the start (double, split, insurance), posted as `bet_extra:<id>:<n>`. */
export interface ExtraStake {
  kind: 'double' | 'split' | 'insurance';
  hand: number;
  amount: bigint;
  credits: bigint;
  freebets: bigint;
}

export interface StoredBlackjack {
  round: BlackjackRound;
  extras: ExtraStake[];
}

interface ExtraJson {
  kind: ExtraStake['kind'];
  hand: number;
  amount: string;
  credits: string;
  freebets: string;
}

export function toStateJson(stored: StoredBlackjack): Record<string, unknown> {
  const extras: ExtraJson[] = stored.extras.map((e) => ({
    kind: e.kind,
    hand: e.hand,
    amount: e.amount.toString(),
    credits: e.credits.toString(),
    freebets: e.freebets.toString(),
  }));
  return { round: stored.round, extras };
}

export function storedOf(row: ActiveGameRow): StoredBlackjack {
  const state = row.state as { round?: BlackjackRound; extras?: ExtraJson[] };
  if (!state.round || !Array.isArray(state.round.deck)) {
    throw new Error(`active blackjack game ${row.id} has no round`);
  }
  return {
    round: state.round,
    extras: (state.extras ?? []).map((e) => ({
      kind: e.kind,
      hand: Number(e.hand),
      amount: BigInt(e.amount),
      credits: BigInt(e.credits),
      freebets: BigInt(e.freebets),
    })),
  };
}

/** Every stake of the game: the start's and the extras', with their free-bet/credit split. */
export function totalStake(row: ActiveGameRow, extras: readonly ExtraStake[]) {
  return extras.reduce(
    (sum, e) => ({
      amount: sum.amount + e.amount,
      credits: sum.credits + e.credits,
      freebets: sum.freebets + e.freebets,
    }),
    { amount: row.amount, credits: row.credits_spent, freebets: row.freebets_spent },
  );
}

/** The hands' stakes if every hand won 1:1: the profit a double or split may lead to. */
export function handStakes(round: BlackjackRound, stake: bigint): bigint {
  return round.hands.reduce((sum, hand) => sum + (hand.doubled ? stake * 2n : stake), 0n);
}

/** The running hand as the player sees it: the dealer's up card only. */
export function toBlackjackGame(row: ActiveGameRow): BlackjackGame {
  const { round, extras } = storedOf(row);
  if (round.phase === 'done') throw new Error(`blackjack game ${row.id} is over`);
  const up = round.dealer.slice(0, 1);
  const upTotal = handTotal(up);
  return {
    id: row.id,
    amount: unitsToDecimal(row.amount),
    total_staked: unitsToDecimal(totalStake(row, extras).amount),
    phase: round.phase,
    dealer: { cards: up, total: upTotal.best, soft: upTotal.isSoft },
    hands: round.hands.map((hand) => {
      const total = handTotal(hand.cards);
      return {
        cards: hand.cards,
        total: total.best,
        soft: total.isSoft,
        doubled: hand.doubled,
        is_done: hand.isDone,
        stake: unitsToDecimal(hand.doubled ? row.amount * 2n : row.amount),
      };
    }),
    active_hand: round.activeHand,
    insurance: round.insurance,
    actions: legalActions(round),
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  };
}

/** The finished round for `bet.details`: every hand, the dealer, insurance, moves and cards. */
export function betDetailsOf(round: BlackjackRound, money: BlackjackSettlement) {
  const outcomes = handOutcomes(round);
  const dealer = handTotal(round.dealer);
  const isNaturalWin = round.hands.length === 1 && outcomes[0] === 'blackjack';
  // Judged in stake multiples, so a zero-stake round reads the same as a paid one.
  const nominal = settleBlackjack(round, 2n);
  const overall: BlackjackBetDetails['outcome'] = isNaturalWin
    ? 'blackjack'
    : nominal.returned > nominal.staked
      ? 'win'
      : nominal.returned === nominal.staked
        ? 'push'
        : 'lose';
  const details: BlackjackBetDetails = {
    outcome: overall,
    hands: round.hands.map((hand, index) => {
      const total = handTotal(hand.cards);
      const paid = money.hands[index];
      return {
        cards: hand.cards,
        total: total.best,
        soft: total.isSoft,
        doubled: hand.doubled,
        outcome: outcomes[index] ?? 'lose',
        stake: unitsToDecimal(paid?.stake ?? 0n),
        payout: unitsToDecimal(paid?.payout ?? 0n),
      };
    }),
    dealer: {
      cards: round.dealer,
      total: dealer.best,
      soft: dealer.isSoft,
      blackjack: round.dealer.length === 2 && dealer.best === 21,
    },
    insurance:
      round.insurance === null
        ? null
        : {
            taken: round.insurance === 'taken',
            stake: unitsToDecimal(money.insurance?.stake ?? 0n),
            payout: unitsToDecimal(money.insurance?.payout ?? 0n),
          },
    actions: round.actions,
    cards: round.deck.slice(0, round.next),
    staked: unitsToDecimal(money.staked),
    returned: unitsToDecimal(money.returned),
  };
  return { ...details };
}
