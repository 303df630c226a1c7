import { describe, expect, it } from 'vitest';
import { RAFFLE_PLACES, RAFFLE_PRIZE_POOL_USD, RAFFLE_PRIZES_USD, rafflePrizeList } from './raffle';

describe('the default raffle prizes (document 2 section 9)', () => {
  it('has 100 places with the spec amounts, summing to $15,000', () => {
    expect(RAFFLE_PLACES).toBe(100);
    expect(RAFFLE_PRIZES_USD.slice(0, 10)).toEqual([
      1500, 1150, 750, 675, 600, 525, 450, 375, 300, 225,
    ]);
    expect(RAFFLE_PRIZES_USD[10]).toBe(150);
    expect(RAFFLE_PRIZES_USD[29]).toBe(150);
    expect(RAFFLE_PRIZES_USD[30]).toBe(115);
    expect(RAFFLE_PRIZES_USD[49]).toBe(115);
    expect(RAFFLE_PRIZES_USD[50]).toBe(75);
    expect(RAFFLE_PRIZES_USD[84]).toBe(75);
    expect(RAFFLE_PRIZES_USD[85]).toBe(35);
    expect(RAFFLE_PRIZES_USD[99]).toBe(35);
    // 6,550 + 20×150 + 20×115 + 35×75 + 15×35: the table does not reach the name's $25K.
    expect(RAFFLE_PRIZE_POOL_USD).toBe(15_000);
  });

  it('lists place, prize_amount and prize_description', () => {
    const list = rafflePrizeList();
    expect(list[0]).toEqual({
      place: 1,
      prize_amount: '1500.00',
      prize_description: '1st place: $1500 in credits',
    });
    expect(list[11]?.prize_description).toBe('12th place: $150 in credits');
    expect(list[22]?.prize_description).toBe('23rd place: $150 in credits');
    expect(list.at(-1)?.place).toBe(100);
  });
});
