/**
 * Blackjack rules (issue 6), pure and shared by the server (which decides) and the web client
 * (which shows totals and legal moves). One infinite deck, cards as the verifier prints them
 * ("10S", "AH"): cards 0–1 are the player's, 2–3 the dealer's (2 face up, 3 the hole card), the
 * rest are dealt in order as play needs them.
 *
 * House rules: dealer stands on all 17s; blackjack pays 3:2; the dealer peeks for blackjack when
 * showing an ace or a ten-value card; insurance (half the stake, pays 2:1) is offered when the
 * dealer shows an ace, before the peek; double on any first two cards (also after a split, not on
 * split aces); one split of two cards of equal value; split aces take one card each, and 21 after
 * a split is not a blackjack; a hand reaching 21 stands by itself; no surrender.
 */

export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'noInsurance',
] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** `insurance`: waiting for the insurance decision; `player`: a hand to play; `done`: settled. */
export type BlackjackPhase = 'insurance' | 'player' | 'done';
export type BlackjackInsurance = 'offered' | 'taken' | 'declined' | null;
export type BlackjackHandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: string[];
  doubled: boolean;
  /** No more decisions: stood, busted, doubled, reached 21, or a split ace. */
  isDone: boolean;
}

export interface BlackjackRound {
  /** The cards in deal order (the verifier's list). Secret while the round runs. */
  deck: string[];
  /** Index of the next card to deal. */
  next: number;
  /** Dealer cards dealt so far: [up card, hole card, draws…]. */
  dealer: string[];
  hands: BlackjackHand[];
  /** The hand being played (hands.length once every hand is done). */
  activeHand: number;
  phase: BlackjackPhase;
  insurance: BlackjackInsurance;
  /** Every decision in order, for the bet's details. */
  actions: Array<{ action: BlackjackAction; hand: number }>;
}

export class BlackjackMoveError extends Error {
  constructor(readonly reason: 'illegal' | 'deck') {
    super(reason === 'deck' ? 'The card sequence is exhausted.' : 'This move is not allowed now.');
    this.name = 'BlackjackMoveError';
  }
}

/** "10S" → "10", "AH" → "A". */
export function cardRank(card: string): string {
  return card.slice(0, -1);
}

/** "10S" → "S". */
export function cardSuit(card: string): string {
  return card.slice(-1);
}

const SUIT_SYMBOLS: Record<string, string> = { D: '♦', H: '♥', S: '♠', C: '♣' };

/** "10S" → "♠". */
export function suitSymbol(card: string): string {
  return SUIT_SYMBOLS[cardSuit(card)] ?? '';
}

/** "10S" → "10♠", as the table, the bet detail and the verifier show a card. */
export function cardLabel(card: string): string {
  return `${cardRank(card)}${suitSymbol(card)}`;
}

/** Diamonds and hearts are printed red. */
export function isRedCard(card: string): boolean {
  const suit = cardSuit(card);
  return suit === 'D' || suit === 'H';
}

/** Aces count 1 here (handTotal makes one of them 11 when that does not bust). */
export function cardValue(card: string): number {
  const rank = cardRank(card);
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  const value = Number(rank);
  if (!Number.isInteger(value) || value < 2 || value > 10) throw new RangeError(`bad card ${card}`);
  return value;
}

export interface HandTotal {
  /** Every ace as 1. */
  hard: number;
  /** The best total: one ace as 11 when that stays ≤ 21. */
  best: number;
  /** True when `best` counts an ace as 11 (shown as "7/17"). */
  isSoft: boolean;
}

export function handTotal(cards: readonly string[]): HandTotal {
  const hard = cards.reduce((sum, card) => sum + cardValue(card), 0);
  const hasAce = cards.some((card) => cardRank(card) === 'A');
  const isSoft = hasAce && hard + 10 <= 21;
  return { hard, best: isSoft ? hard + 10 : hard, isSoft };
}

/** "7/17" for a soft hand, "17" otherwise (a soft 21 shows as "21"). */
export function formatHandTotal(cards: readonly string[]): string {
  const total = handTotal(cards);
  return total.isSoft && total.best < 21 ? `${total.hard}/${total.best}` : String(total.best);
}

export function isBust(cards: readonly string[]): boolean {
  return handTotal(cards).hard > 21;
}

/** Two cards worth 21. A hand made by a split never counts as blackjack. */
export function isNatural(cards: readonly string[]): boolean {
  return cards.length === 2 && handTotal(cards).best === 21;
}

function isSplitAce(round: BlackjackRound, hand: BlackjackHand): boolean {
  return round.hands.length > 1 && cardRank(hand.cards[0] ?? '') === 'A';
}

function dealerHasBlackjack(round: BlackjackRound): boolean {
  return isNatural(round.dealer.slice(0, 2));
}

function playerHasBlackjack(round: BlackjackRound): boolean {
  return round.hands.length === 1 && isNatural(round.hands[0]?.cards ?? []);
}

function draw(round: BlackjackRound): string {
  const card = round.deck[round.next];
  if (card === undefined) throw new BlackjackMoveError('deck');
  round.next += 1;
  return card;
}

function copy(round: BlackjackRound): BlackjackRound {
  return {
    ...round,
    dealer: [...round.dealer],
    hands: round.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    actions: [...round.actions],
  };
}

/** The dealer plays out (stands on all 17s) unless every hand has busted. */
function finish(round: BlackjackRound): void {
  round.activeHand = round.hands.length;
  round.phase = 'done';
  if (round.hands.every((hand) => isBust(hand.cards))) return;
  while (handTotal(round.dealer).best < 17) round.dealer.push(draw(round));
}

/** Moves through the hands: deals a split hand its second card, skips hands without decisions. */
function proceed(round: BlackjackRound): void {
  while (round.activeHand < round.hands.length) {
    const hand = round.hands[round.activeHand];
    if (!hand) break;
    if (hand.cards.length === 1) {
      hand.cards.push(draw(round));
      if (isSplitAce(round, hand) || handTotal(hand.cards).best === 21) hand.isDone = true;
    }
    if (!hand.isDone) return;
    round.activeHand += 1;
  }
  finish(round);
}

/** After the insurance decision (or at once when the dealer shows no ace): the peek. */
function afterPeek(round: BlackjackRound): void {
  round.phase = 'player';
  if (dealerHasBlackjack(round) || playerHasBlackjack(round)) {
    // The round ends at once: no dealer draw (a player blackjack is paid, a dealer one wins).
    for (const hand of round.hands) hand.isDone = true;
    round.activeHand = round.hands.length;
    round.phase = 'done';
  }
}

/** The opening deal from the card sequence (at least 4 cards). */
export function dealBlackjack(deck: readonly string[]): BlackjackRound {
  const [p1, p2, up, hole] = deck;
  if (p1 === undefined || p2 === undefined || up === undefined || hole === undefined) {
    throw new BlackjackMoveError('deck');
  }
  const round: BlackjackRound = {
    deck: [...deck],
    next: 4,
    dealer: [up, hole],
    hands: [{ cards: [p1, p2], doubled: false, isDone: false }],
    activeHand: 0,
    phase: 'player',
    insurance: null,
    actions: [],
  };
  if (cardRank(up) === 'A') {
    round.phase = 'insurance';
    round.insurance = 'offered';
    return round;
  }
  afterPeek(round);
  return round;
}

/** The moves allowed now (empty once the round is done). */
export function legalActions(round: BlackjackRound): BlackjackAction[] {
  if (round.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (round.phase !== 'player') return [];
  const hand = round.hands[round.activeHand];
  if (!hand || hand.isDone) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !isSplitAce(round, hand)) actions.push('double');
  const [first, second] = hand.cards;
  if (
    round.hands.length === 1 &&
    first !== undefined &&
    second !== undefined &&
    hand.cards.length === 2 &&
    cardValue(first) === cardValue(second)
  ) {
    actions.push('split');
  }
  return actions;
}

/** Applies one decision; throws BlackjackMoveError('illegal') when it is not allowed now. */
export function applyBlackjackAction(
  current: BlackjackRound,
  action: BlackjackAction,
): BlackjackRound {
  if (!legalActions(current).includes(action)) throw new BlackjackMoveError('illegal');
  const round = copy(current);
  round.actions.push({ action, hand: round.activeHand });
  if (action === 'insurance' || action === 'noInsurance') {
    round.insurance = action === 'insurance' ? 'taken' : 'declined';
    afterPeek(round);
    return round;
  }
  const hand = round.hands[round.activeHand];
  if (!hand) throw new BlackjackMoveError('illegal');
  switch (action) {
    case 'hit': {
      hand.cards.push(draw(round));
      const total = handTotal(hand.cards);
      if (total.hard > 21 || total.best === 21) hand.isDone = true;
      break;
    }
    case 'stand':
      hand.isDone = true;
      break;
    case 'double':
      hand.doubled = true;
      hand.cards.push(draw(round));
      hand.isDone = true;
      break;
    case 'split': {
      const [first = '', second = ''] = hand.cards;
      round.hands = [
        { cards: [first], doubled: false, isDone: false },
        { cards: [second], doubled: false, isDone: false },
      ];
      round.activeHand = 0;
      break;
    }
  }
  proceed(round);
  return round;
}

/** Each hand's result once the round is done. */
export function handOutcomes(round: BlackjackRound): BlackjackHandOutcome[] {
  const dealer = handTotal(round.dealer);
  const dealerNatural = dealerHasBlackjack(round);
  const playerNatural = playerHasBlackjack(round);
  return round.hands.map((hand): BlackjackHandOutcome => {
    const total = handTotal(hand.cards);
    if (total.hard > 21) return 'bust';
    if (playerNatural) return dealerNatural ? 'push' : 'blackjack';
    if (dealerNatural) return 'lose';
    if (dealer.hard > 21 || total.best > dealer.best) return 'win';
    return total.best === dealer.best ? 'push' : 'lose';
  });
}

export interface BlackjackSettlement {
  hands: Array<{ outcome: BlackjackHandOutcome; stake: bigint; payout: bigint }>;
  insurance: { stake: bigint; payout: bigint } | null;
  /** Everything staked: hands (doubles and the split included) and insurance. */
  staked: bigint;
  /** Everything paid back. */
  returned: bigint;
}

/** Insurance costs half the stake (rounded down to a unit). */
export function insuranceStake(stake: bigint): bigint {
  return stake / 2n;
}

/**
 * The money of a finished round for a base stake, exact in 10⁻⁸ units: a win pays 1:1, a
 * blackjack 3:2 (the half rounded down), a push returns the stake, insurance pays 2:1.
 */
export function settleBlackjack(round: BlackjackRound, stake: bigint): BlackjackSettlement {
  const outcomes = handOutcomes(round);
  const hands = round.hands.map((hand, index) => {
    const outcome = outcomes[index] ?? 'lose';
    const handStake = hand.doubled ? stake * 2n : stake;
    const payout =
      outcome === 'blackjack'
        ? handStake + (handStake * 3n) / 2n
        : outcome === 'win'
          ? handStake * 2n
          : outcome === 'push'
            ? handStake
            : 0n;
    return { outcome, stake: handStake, payout };
  });
  const insuranceTaken = round.insurance === 'taken';
  const insurance = insuranceTaken
    ? {
        stake: insuranceStake(stake),
        payout: dealerHasBlackjack(round) ? insuranceStake(stake) * 3n : 0n,
      }
    : null;
  const staked = hands.reduce((sum, h) => sum + h.stake, 0n) + (insurance?.stake ?? 0n);
  const returned = hands.reduce((sum, h) => sum + h.payout, 0n) + (insurance?.payout ?? 0n);
  return { hands, insurance, staked, returned };
}

/**
 * Total return ÷ total staked × 10⁴ (rounded down), in stake multiples: computed for a nominal
 * stake of 2 units so half a stake (insurance) and 3:2 are exact whatever the real amount.
 */
export function blackjackMultiplierE4(round: BlackjackRound): bigint {
  const { staked, returned } = settleBlackjack(round, 2n);
  return staked === 0n ? 0n : (returned * 10_000n) / staked;
}

/** Whether the dealer's hole card may be shown (only once the round is over). */
export function isHoleCardVisible(round: BlackjackRound): boolean {
  return round.phase === 'done';
}
