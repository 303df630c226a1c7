import { describe, expect, it } from 'vitest';
import {
  applyBlackjackAction,
  blackjackMultiplierE4,
  BlackjackMoveError,
  cardLabel,
  isRedCard,
  suitSymbol,
  dealBlackjack,
  formatHandTotal,
  handOutcomes,
  handTotal,
  isNatural,
  legalActions,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from './blackjack-rules';

const USD = 100_000_000n;

/** Plays a sequence of decisions on a deck: player 0–1, dealer 2 (up) and 3 (hole), then draws. */
function play(deck: string[], actions: BlackjackAction[] = []): BlackjackRound {
  return actions.reduce(applyBlackjackAction, dealBlackjack(deck));
}

describe('hand totals', () => {
  it('counts faces as 10 and one ace as 11 when it fits', () => {
    expect(handTotal(['KS', 'QH'])).toEqual({ hard: 20, best: 20, isSoft: false });
    expect(handTotal(['AS', '6H'])).toEqual({ hard: 7, best: 17, isSoft: true });
    expect(handTotal(['AS', 'AH'])).toEqual({ hard: 2, best: 12, isSoft: true });
    expect(handTotal(['AS', '6H', '9C'])).toEqual({ hard: 16, best: 16, isSoft: false });
    expect(handTotal(['AS', 'AH', 'AD', 'AC', '7S'])).toEqual({ hard: 11, best: 21, isSoft: true });
    expect(handTotal(['10S', '5H', '9C'])).toEqual({ hard: 24, best: 24, isSoft: false });
  });

  it('shows soft totals as "hard/soft"', () => {
    expect(formatHandTotal(['AS', '6H'])).toBe('7/17');
    expect(formatHandTotal(['AS', 'KH'])).toBe('21');
    expect(formatHandTotal(['AS', '6H', '9C'])).toBe('16');
    expect(formatHandTotal(['9S', '8D'])).toBe('17');
  });

  it('knows a natural from a three-card 21', () => {
    expect(isNatural(['AS', 'JD'])).toBe(true);
    expect(isNatural(['7S', '7D', '7C'])).toBe(false);
    expect(isNatural(['AS', '9D'])).toBe(false);
  });

  it('refuses cards that are not in the deck', () => {
    expect(() => handTotal(['1S'])).toThrow(RangeError);
    expect(() => handTotal(['ZZ'])).toThrow(RangeError);
  });
});

describe('the deal and the peek', () => {
  it('deals cards 0–1 to the player and 2–3 to the dealer', () => {
    const round = dealBlackjack(['9S', '9H', '7S', '10C', '2D']);
    expect(round.hands).toEqual([{ cards: ['9S', '9H'], doubled: false, isDone: false }]);
    expect(round.dealer).toEqual(['7S', '10C']);
    expect(round.next).toBe(4);
    expect(round.phase).toBe('player');
    expect(legalActions(round)).toEqual(['hit', 'stand', 'double', 'split']);
  });

  it('pays a player blackjack 3:2 at once without the dealer drawing', () => {
    const round = dealBlackjack(['AS', 'KH', '9D', '7C', '5S']);
    expect(round.phase).toBe('done');
    expect(round.dealer).toEqual(['9D', '7C']);
    expect(handOutcomes(round)).toEqual(['blackjack']);
    const money = settleBlackjack(round, 10n * USD);
    expect(money).toMatchObject({ staked: 10n * USD, returned: 25n * USD });
    expect(blackjackMultiplierE4(round)).toBe(25_000n);
  });

  it('rounds the half of 3:2 down to a unit', () => {
    const round = dealBlackjack(['AS', 'KH', '9D', '7C']);
    expect(settleBlackjack(round, 3n).returned).toBe(3n + 4n);
  });

  it('peeks under a ten: a dealer blackjack ends the round, a 21 draw would not matter', () => {
    const round = dealBlackjack(['10S', '9H', 'KD', 'AC', '2S']);
    expect(round.phase).toBe('done');
    expect(handOutcomes(round)).toEqual(['lose']);
    expect(settleBlackjack(round, USD).returned).toBe(0n);
  });

  it('pushes blackjack against blackjack', () => {
    const round = dealBlackjack(['AS', 'QH', 'KD', 'AC']);
    expect(handOutcomes(round)).toEqual(['push']);
    expect(settleBlackjack(round, USD).returned).toBe(USD);
    expect(blackjackMultiplierE4(round)).toBe(10_000n);
  });

  it('does not peek under a non-ten non-ace (no blackjack is possible there)', () => {
    const round = dealBlackjack(['10S', '6H', '9D', 'AC', '10D']);
    expect(round.phase).toBe('player');
  });
});

describe('insurance', () => {
  it('is offered when the dealer shows an ace, and is the only decision then', () => {
    const round = dealBlackjack(['10S', '9H', 'AD', 'KC']);
    expect(round.phase).toBe('insurance');
    expect(round.insurance).toBe('offered');
    expect(legalActions(round)).toEqual(['insurance', 'noInsurance']);
    expect(() => applyBlackjackAction(round, 'hit')).toThrow(BlackjackMoveError);
  });

  it('pays 2:1 when the dealer has blackjack: the main bet is lost, the round breaks even', () => {
    const round = play(['10S', '9H', 'AD', 'KC'], ['insurance']);
    expect(round.phase).toBe('done');
    expect(handOutcomes(round)).toEqual(['lose']);
    const money = settleBlackjack(round, 10n * USD);
    expect(money.insurance).toEqual({ stake: 5n * USD, payout: 15n * USD });
    expect(money).toMatchObject({ staked: 15n * USD, returned: 15n * USD });
    expect(blackjackMultiplierE4(round)).toBe(10_000n);
  });

  it('is lost when the dealer has no blackjack, and play goes on', () => {
    const taken = play(['10S', '9H', 'AD', '7C', '5S'], ['insurance', 'stand']);
    // Dealer A+7 = soft 18 stands; player 19 wins.
    expect(taken.dealer).toEqual(['AD', '7C']);
    expect(handOutcomes(taken)).toEqual(['win']);
    const money = settleBlackjack(taken, 10n * USD);
    expect(money.insurance).toEqual({ stake: 5n * USD, payout: 0n });
    expect(money).toMatchObject({ staked: 15n * USD, returned: 20n * USD });
    // 20 ÷ 15 = 1.3333…
    expect(blackjackMultiplierE4(taken)).toBe(13_333n);
  });

  it('declined: a dealer blackjack simply wins', () => {
    const round = play(['10S', '9H', 'AD', 'QC'], ['noInsurance']);
    expect(round.insurance).toBe('declined');
    expect(settleBlackjack(round, USD)).toMatchObject({ staked: USD, returned: 0n });
  });

  it('a player blackjack under an ace: insurance first, then 3:2 or the push', () => {
    const paid = play(['AS', 'KH', 'AD', '7C'], ['noInsurance']);
    expect(handOutcomes(paid)).toEqual(['blackjack']);
    const pushed = play(['AS', 'KH', 'AD', 'JC'], ['insurance']);
    expect(handOutcomes(pushed)).toEqual(['push']);
    // Stake 2 + insurance 1 back as 2 + 3: even money.
    expect(settleBlackjack(pushed, 2n)).toMatchObject({ staked: 3n, returned: 5n });
  });

  it('costs half the stake rounded down to a unit', () => {
    const round = play(['10S', '9H', 'AD', 'KC'], ['insurance']);
    expect(settleBlackjack(round, 3n).insurance).toEqual({ stake: 1n, payout: 3n });
  });
});

describe('player decisions', () => {
  it('hit draws the next card in order; a bust ends the round without dealer draws', () => {
    const round = play(['10S', '6H', '9D', '7C', 'KS', '5D'], ['hit']);
    expect(round.hands[0]?.cards).toEqual(['10S', '6H', 'KS']);
    expect(round.phase).toBe('done');
    expect(round.dealer).toEqual(['9D', '7C']);
    expect(round.next).toBe(5);
    expect(handOutcomes(round)).toEqual(['bust']);
  });

  it('a hand reaching 21 stands by itself and the dealer plays', () => {
    const round = play(['5S', '6H', '9D', '7C', 'KS', '2D'], ['hit']);
    expect(round.hands[0]).toMatchObject({ cards: ['5S', '6H', 'KS'], isDone: true });
    // Dealer 16 draws a 2: 18. Player 21 wins 1:1, not 3:2.
    expect(round.dealer).toEqual(['9D', '7C', '2D']);
    expect(handOutcomes(round)).toEqual(['win']);
    expect(settleBlackjack(round, USD).returned).toBe(2n * USD);
  });

  it('the dealer stands on soft 17', () => {
    const round = play(['10S', '8H', 'AD', '6C'], ['noInsurance', 'stand']);
    expect(round.dealer).toEqual(['AD', '6C']);
    expect(handOutcomes(round)).toEqual(['win']);
  });

  it('the dealer draws on 16 and on soft 16, and busts', () => {
    const round = play(['10S', '8H', '5D', 'AC', '2S', '9H', 'KD'], ['stand']);
    // A+5 = soft 16 → 2 (soft 18)? no: A+5+2 = soft 18, stands.
    expect(round.dealer).toEqual(['5D', 'AC', '2S']);
    const bust = play(['10S', '8H', '6D', 'KC', '9S'], ['stand']);
    expect(bust.dealer).toEqual(['6D', 'KC', '9S']);
    expect(handOutcomes(bust)).toEqual(['win']);
  });

  it('pushes equal totals and loses lower ones', () => {
    expect(handOutcomes(play(['10S', '8H', '10D', '8C'], ['stand']))).toEqual(['push']);
    expect(handOutcomes(play(['10S', '7H', '10D', '8C'], ['stand']))).toEqual(['lose']);
  });

  it('double takes one card, doubles the stake and ends the hand', () => {
    const round = play(['6S', '5H', '10D', '7C', '9S'], ['double']);
    expect(round.hands[0]).toEqual({ cards: ['6S', '5H', '9S'], doubled: true, isDone: true });
    expect(handOutcomes(round)).toEqual(['win']);
    const money = settleBlackjack(round, 10n * USD);
    expect(money).toMatchObject({ staked: 20n * USD, returned: 40n * USD });
    expect(blackjackMultiplierE4(round)).toBe(20_000n);
  });

  it('double is only allowed on the first two cards', () => {
    const round = play(['2S', '3H', '10D', '7C', '4S'], ['hit']);
    expect(legalActions(round)).toEqual(['hit', 'stand']);
    expect(() => applyBlackjackAction(round, 'double')).toThrow(BlackjackMoveError);
  });

  it('split needs two cards of equal value (a ten and a king too)', () => {
    expect(legalActions(dealBlackjack(['10S', 'KH', '9D', '7C']))).toContain('split');
    expect(legalActions(dealBlackjack(['9S', '8H', '9D', '7C']))).not.toContain('split');
  });

  it('nothing is legal once the round is done', () => {
    const round = play(['10S', '8H', '10D', '7C'], ['stand']);
    expect(legalActions(round)).toEqual([]);
    expect(() => applyBlackjackAction(round, 'stand')).toThrow(BlackjackMoveError);
  });
});

describe('split', () => {
  it('plays each hand in turn, drawing in order, and settles each against the dealer', () => {
    // 8 8 vs 10 (hole 7). Hand 1: 8 + 3 → hit 10 = 21 (stands by itself). Hand 2: 8 + 9 stand.
    const round = play(['8S', '8H', '10D', '7C', '3S', '10H', '9C'], ['split', 'hit']);
    expect(round.hands[0]?.cards).toEqual(['8S', '3S', '10H']);
    expect(round.activeHand).toBe(1);
    expect(round.hands[1]?.cards).toEqual(['8H', '9C']);
    // No re-split.
    expect(legalActions(round)).toEqual(['hit', 'stand', 'double']);
    const done = applyBlackjackAction(round, 'stand');
    expect(done.phase).toBe('done');
    // Dealer 17 stands: hand 1 (21) wins, hand 2 (17) pushes.
    expect(handOutcomes(done)).toEqual(['win', 'push']);
    const money = settleBlackjack(done, 5n * USD);
    expect(money).toMatchObject({ staked: 10n * USD, returned: 15n * USD });
    expect(blackjackMultiplierE4(done)).toBe(15_000n);
  });

  it('a 21 after a split is not a blackjack', () => {
    const round = play(['KS', 'KH', '9D', '8C', 'AS', '9H'], ['split', 'stand']);
    expect(round.hands[0]?.cards).toEqual(['KS', 'AS']);
    expect(handOutcomes(round)).toEqual(['win', 'win']);
    expect(settleBlackjack(round, 2n).returned).toBe(8n);
  });

  it('split aces take one card each and stand', () => {
    const round = play(['AS', 'AH', '10D', '7C', 'KS', '5H'], ['split']);
    expect(round.phase).toBe('done');
    expect(round.hands.map((h) => h.cards)).toEqual([
      ['AS', 'KS'],
      ['AH', '5H'],
    ]);
    // Soft 16 loses to 17; A+K is 21, paid 1:1.
    expect(handOutcomes(round)).toEqual(['win', 'lose']);
    expect(settleBlackjack(round, USD)).toMatchObject({ staked: 2n * USD, returned: 2n * USD });
  });

  it('doubles after a split (not on split aces) and pays each hand on its own stake', () => {
    // 5 5 vs 6 (hole 10): hand 1 5+6 double → 10 = 21; hand 2 5+8 stand (13).
    const round = play(
      ['5S', '5H', '6D', '10C', '6S', '10H', '8C', '9D'],
      ['split', 'double', 'stand'],
    );
    expect(round.hands[0]).toMatchObject({ cards: ['5S', '6S', '10H'], doubled: true });
    expect(round.hands[1]?.cards).toEqual(['5H', '8C']);
    // Dealer 16 draws 9: bust. Both hands win.
    expect(round.dealer).toEqual(['6D', '10C', '9D']);
    const money = settleBlackjack(round, 10n * USD);
    expect(money.hands.map((h) => [h.outcome, h.stake, h.payout])).toEqual([
      ['win', 20n * USD, 40n * USD],
      ['win', 10n * USD, 20n * USD],
    ]);
    expect(money).toMatchObject({ staked: 30n * USD, returned: 60n * USD });
  });

  it('exact money where the multiplier is not: 3 stakes, 2 back', () => {
    // 9 9 vs 10 (hole 8): hand 1 9+2 double → 7 = 18 (push); hand 2 9+5 stand 14 (lose).
    const round = play(['9S', '9H', '10D', '8C', '2S', '7H', '5C'], ['split', 'double', 'stand']);
    expect(handOutcomes(round)).toEqual(['push', 'lose']);
    const money = settleBlackjack(round, 3n * USD + 1n);
    expect(money.staked).toBe(9n * USD + 3n);
    expect(money.returned).toBe(6n * USD + 2n);
    expect(blackjackMultiplierE4(round)).toBe(6_666n);
  });

  it('a busted first hand still lets the dealer play for the second', () => {
    const round = play(
      ['8S', '8H', '10D', '6C', 'KS', '9C', 'KH', '5D'],
      ['split', 'hit', 'stand'],
    );
    expect(round.hands[0]?.cards).toEqual(['8S', 'KS', '9C']);
    expect(round.hands[1]?.cards).toEqual(['8H', 'KH']);
    expect(round.dealer).toEqual(['10D', '6C', '5D']);
    expect(handOutcomes(round)).toEqual(['bust', 'lose']);
  });

  it('both hands bust: the dealer does not draw', () => {
    const round = play(
      ['8S', '8H', '10D', '6C', 'KS', '9C', 'KH', 'QD', '5D'],
      ['split', 'hit', 'hit'],
    );
    expect(round.dealer).toEqual(['10D', '6C']);
    expect(handOutcomes(round)).toEqual(['bust', 'bust']);
  });
});

describe('the card sequence', () => {
  it('throws when play would need a card beyond the sequence', () => {
    expect(() => play(['10S', '2H', '10D', '6C'], ['hit'])).toThrow(BlackjackMoveError);
    expect(() => dealBlackjack(['10S', '2H', '10D'])).toThrow(BlackjackMoveError);
  });

  it('does not mutate the round it is given', () => {
    const round = dealBlackjack(['10S', '2H', '10D', '6C', '5S']);
    const before = JSON.parse(JSON.stringify(round)) as BlackjackRound;
    applyBlackjackAction(round, 'hit');
    expect(round).toEqual(before);
  });
});

describe('card labels', () => {
  it('prints rank and suit symbol, red for diamonds and hearts', () => {
    expect(cardLabel('10S')).toBe('10♠');
    expect(cardLabel('AH')).toBe('A♥');
    expect(suitSymbol('QD')).toBe('♦');
    expect(isRedCard('QD')).toBe(true);
    expect(isRedCard('2C')).toBe(false);
  });
});
