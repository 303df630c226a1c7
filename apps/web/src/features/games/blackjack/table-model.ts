import {
  formatHandTotal,
  type BetRecord,
  type BlackjackBetDetails,
  type BlackjackGame,
} from '@tengu/shared';

/** A finished hand as the table draws it. */
export interface BlackjackEnd {
  bet: BetRecord;
  details: BlackjackBetDetails;
}

export function toBlackjackEnd(bet: BetRecord): BlackjackEnd {
  return { bet, details: bet.details as unknown as BlackjackBetDetails };
}

/** What the felt shows, from the running hand or from the finished bet. */
export type HandOutcome = BlackjackBetDetails['hands'][number]['outcome'];

export interface TableHand {
  cards: string[];
  total: string;
  doubled: boolean;
  stake: string;
  outcome: HandOutcome | null;
  payout: string | null;
}

export interface TableModel {
  dealer: Array<string | null>;
  dealerTotal: string | null;
  hands: TableHand[];
  /** The hand to play now (highlighted), null when none. */
  activeHand: number | null;
  end: BlackjackEnd | null;
}

export function tableFromGame(game: BlackjackGame): TableModel {
  return {
    // The hole card stays face down while the hand runs.
    dealer: [...game.dealer.cards, null],
    dealerTotal: formatHandTotal(game.dealer.cards),
    hands: game.hands.map((hand) => ({
      cards: hand.cards,
      total: formatHandTotal(hand.cards),
      doubled: hand.doubled,
      stake: hand.stake,
      outcome: null,
      payout: null,
    })),
    activeHand: game.phase === 'player' && game.hands.length > 1 ? game.active_hand : null,
    end: null,
  };
}

export function tableFromEnd(end: BlackjackEnd): TableModel {
  const { details } = end;
  return {
    dealer: details.dealer.cards,
    dealerTotal: formatHandTotal(details.dealer.cards),
    hands: details.hands.map((hand) => ({
      cards: hand.cards,
      total: formatHandTotal(hand.cards),
      doubled: hand.doubled,
      stake: hand.stake,
      outcome: hand.outcome,
      payout: hand.payout,
    })),
    activeHand: null,
    end,
  };
}

/**
 * The order of the opening deal (player, dealer up, player, dealer hole), for the stagger of the
 * first four cards; later cards come at once.
 */
export function dealDelay(seat: 'player' | 'dealer', cardIndex: number, handIndex = 0): number {
  if (cardIndex > 1 || handIndex > 0) return 0;
  const order = seat === 'player' ? cardIndex * 2 : cardIndex * 2 + 1;
  return order * 140;
}
