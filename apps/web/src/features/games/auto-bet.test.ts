import { describe, expect, it } from 'vitest';
import {
  afterBet,
  changeByPercent,
  DEFAULT_AUTO_CONFIG,
  runAutoBet,
  startAutoBet,
} from './auto-bet';

const D = 100_000_000n; // one dollar in units
const win = { stake: D, payout: 2n * D };
const loss = { stake: D, payout: 0n };

describe('auto bet engine', () => {
  it('stops after the number of bets', () => {
    const config = { ...DEFAULT_AUTO_CONFIG, count: 2 };
    const first = afterBet(config, startAutoBet(D), win);
    expect(first.stop).toBe(null);
    expect(afterBet(config, first.state, loss).stop).toBe('count');
  });

  it('never stops on count when the count is 0', () => {
    let state = startAutoBet(D);
    for (let i = 0; i < 50; i++) {
      const step = afterBet(DEFAULT_AUTO_CONFIG, state, i % 2 ? win : loss);
      expect(step.stop).toBe(null);
      state = step.state;
    }
    expect(state.played).toBe(50);
  });

  it('increases on loss by a percentage and resets on win (martingale)', () => {
    const config = {
      ...DEFAULT_AUTO_CONFIG,
      onLoss: { mode: 'change' as const, percent: 100 },
    };
    const afterLoss = afterBet(config, startAutoBet(D), loss).state;
    expect(afterLoss.amount).toBe(2n * D);
    const afterSecond = afterBet(config, afterLoss, { stake: 2n * D, payout: 0n }).state;
    expect(afterSecond.amount).toBe(4n * D);
    expect(afterBet(config, afterSecond, { stake: 4n * D, payout: 8n * D }).state.amount).toBe(D);
  });

  it('stops on profit and on loss limits', () => {
    const profit = { ...DEFAULT_AUTO_CONFIG, stopOnProfit: '1' };
    expect(afterBet(profit, startAutoBet(D), win).stop).toBe('profit');
    const lossLimit = { ...DEFAULT_AUTO_CONFIG, stopOnLoss: '1.5' };
    const once = afterBet(lossLimit, startAutoBet(D), loss);
    expect(once.stop).toBe(null);
    expect(afterBet(lossLimit, once.state, loss).stop).toBe('loss');
  });

  it('changes amounts exactly, never below zero', () => {
    expect(changeByPercent(1000n, 12.5)).toBe(1125n);
    expect(changeByPercent(1000n, -50)).toBe(500n);
    expect(changeByPercent(1000n, -150)).toBe(0n);
  });
});

describe('runAutoBet', () => {
  const config = { ...DEFAULT_AUTO_CONFIG, count: 3 };

  it('places exactly the number of bets', async () => {
    const amounts: string[] = [];
    const place = (amount: string) => {
      amounts.push(amount);
      return Promise.resolve(loss);
    };
    await expect(
      runAutoBet({ config, baseAmount: D, place, isStopped: () => false }),
    ).resolves.toBe('count');
    expect(amounts).toEqual(['1', '1', '1']);
  });

  it('stops on any error', async () => {
    let calls = 0;
    const place = () => (++calls === 2 ? Promise.reject(new Error('down')) : Promise.resolve(win));
    const end = await runAutoBet({
      config: DEFAULT_AUTO_CONFIG,
      baseAmount: D,
      place,
      isStopped: () => false,
    });
    expect(end).toBe('error');
    expect(calls).toBe(2);
  });

  it('stops when the player presses Stop', async () => {
    let played = 0;
    const end = await runAutoBet({
      config: DEFAULT_AUTO_CONFIG,
      baseAmount: D,
      place: () => Promise.resolve(win),
      isStopped: () => played >= 2,
      onSettled: (state) => (played = state.played),
    });
    expect(end).toBe('stopped');
    expect(played).toBe(2);
  });
});
