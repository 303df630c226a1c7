import { describe, expect, it } from 'vitest';
import type { BetRecord, BlackjackBetDetails, BlackjackGame } from '@tengu/shared';
import { dealDelay, tableFromEnd, tableFromGame, toBlackjackEnd } from './table-model';

const game: BlackjackGame = {
  id: 'g1',
  amount: '2',
  total_staked: '4',
  phase: 'player',
  dealer: { cards: ['AS'], total: 11, soft: true },
  hands: [
    { cards: ['8S', '3H'], total: 11, soft: false, doubled: false, is_done: true, stake: '2' },
    { cards: ['8H', 'AC'], total: 19, soft: true, doubled: false, is_done: false, stake: '2' },
  ],
  active_hand: 1,
  insurance: 'declined',
  actions: ['hit', 'stand', 'double'],
  nonce: 3,
  created_at: '2026-11-22T13:00:00.000Z',
};

describe('the felt model', () => {
  it('keeps the hole card face down and shows soft totals while the hand runs', () => {
    const model = tableFromGame(game);
    expect(model.dealer).toEqual(['AS', null]);
    expect(model.dealerTotal).toBe('1/11');
    expect(model.hands.map((h) => h.total)).toEqual(['11', '9/19']);
    expect(model.activeHand).toBe(1);
    expect(model.end).toBeNull();
  });

  it('does not highlight a single hand, nor any hand during the insurance question', () => {
    const single = { ...game, hands: game.hands.slice(0, 1), active_hand: 0 };
    expect(tableFromGame(single).activeHand).toBeNull();
    expect(tableFromGame({ ...game, phase: 'insurance' }).activeHand).toBeNull();
  });

  it('shows every dealer card and each hand outcome at the end', () => {
    const details: BlackjackBetDetails = {
      outcome: 'win',
      hands: [
        {
          cards: ['6S', '5H', '9C'],
          total: 20,
          soft: false,
          doubled: true,
          outcome: 'win',
          stake: '4',
          payout: '8',
        },
      ],
      dealer: { cards: ['10D', '7C'], total: 17, soft: false, blackjack: false },
      insurance: null,
      actions: [{ action: 'double', hand: 0 }],
      cards: ['6S', '5H', '10D', '7C', '9C'],
      staked: '4',
      returned: '8',
    };
    const bet = { id: 'g1', details, multiplier: 2, payout: '8' } as unknown as BetRecord;
    const model = tableFromEnd(toBlackjackEnd(bet));
    expect(model.dealer).toEqual(['10D', '7C']);
    expect(model.dealerTotal).toBe('17');
    expect(model.hands[0]).toMatchObject({ total: '20', doubled: true, outcome: 'win' });
    expect(model.end?.details.outcome).toBe('win');
  });

  it('staggers the opening deal: player, dealer, player, dealer', () => {
    expect([
      dealDelay('player', 0),
      dealDelay('dealer', 0),
      dealDelay('player', 1),
      dealDelay('dealer', 1),
    ]).toEqual([0, 140, 280, 420]);
    expect(dealDelay('player', 2)).toBe(0);
    expect(dealDelay('player', 1, 1)).toBe(0);
  });
});
