import { describe, expect, it, vi } from 'vitest';
import type { BetRecord, MinesGame, MinesStateResponse } from '@tengu/shared';
import { fitAutoTiles, playMinesAutoRound, toggleAutoTile } from './mines-auto';

const balance = { credits: '0', freebets: '0' };
const running = { id: 'g', revealed: [] } as unknown as MinesGame;
const ended = (payout: string): MinesStateResponse => ({
  game: null,
  bet: { amount: '1', payout } as BetRecord,
  balance,
});
const alive: MinesStateResponse = { game: running, bet: null, balance };

describe('mines auto mode', () => {
  it('toggles picks in click order and caps them at the safe tiles', () => {
    expect(toggleAutoTile([], 4, 3)).toEqual([4]);
    expect(toggleAutoTile([4, 9], 4, 3)).toEqual([9]);
    expect(toggleAutoTile([4, 9], 1, 3)).toEqual([4, 9, 1]);
    // 24 mines leave one safe tile.
    expect(toggleAutoTile([4], 1, 24)).toEqual([4]);
    expect(fitAutoTiles([1, 2, 3], 23)).toEqual([1, 2]);
  });

  it('reveals the picks in order and cashes out when all are safe', async () => {
    const reveal = vi.fn(async (_tile: number) => alive);
    const cashOut = vi.fn(async () => ended('2.5'));
    const settled = await playMinesAutoRound([7, 3, 12], {
      start: async () => alive,
      reveal,
      cashOut,
    });
    expect(reveal.mock.calls.map(([tile]) => tile)).toEqual([7, 3, 12]);
    expect(cashOut).toHaveBeenCalledOnce();
    expect(settled).toEqual({ stake: 100_000_000n, payout: 250_000_000n });
  });

  it('stops at a mine without cashing out', async () => {
    const reveal = vi.fn(async (tile: number) => (tile === 3 ? ended('0') : alive));
    const cashOut = vi.fn(async () => ended('9'));
    const settled = await playMinesAutoRound([7, 3, 12], {
      start: async () => alive,
      reveal,
      cashOut,
    });
    expect(reveal).toHaveBeenCalledTimes(2);
    expect(cashOut).not.toHaveBeenCalled();
    expect(settled.payout).toBe(0n);
  });

  it('refuses to run without picks and passes errors on (auto stops on any error)', async () => {
    const start = vi.fn(async () => alive);
    await expect(
      playMinesAutoRound([], { start, reveal: start, cashOut: start }),
    ).rejects.toThrow();
    expect(start).not.toHaveBeenCalled();
    const failing = vi.fn(async () => {
      throw new Error('insufficient funds');
    });
    await expect(
      playMinesAutoRound([1], { start: failing, reveal: start, cashOut: start }),
    ).rejects.toThrow('insufficient funds');
  });
});
