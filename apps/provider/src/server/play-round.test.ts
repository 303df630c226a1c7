import { describe, expect, it } from 'vitest';
import { SLOTS } from '#provider/games/catalogue';
import { slotByCode } from './catalogue';
import { playRound } from './play-round';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', bet: 100_000n };

describe('playRound', () => {
  it('replays the same round from the same seeds and nonce', () => {
    const game = slotByCode('koi-fortune');
    if (!game) throw new Error('missing');
    const one = playRound(game, { ...seeds, nonce: 7, buy: false, free: false });
    const two = playRound(game, { ...seeds, nonce: 7, buy: false, free: false });
    expect(two).toEqual(one);
    expect(one.nonceFrom).toBe(7);
    expect(one.nonceTo).toBe(7 + one.spins.length);
  });

  it('charges the bet, nothing for a campaign spin, and the price for a bonus buy', () => {
    const book = slotByCode('book-of-degen');
    if (!book?.meta.bonusBuy) throw new Error('book of degen has a bonus buy');
    expect(playRound(book, { ...seeds, nonce: 0, buy: false, free: false }).cost).toBe(100_000n);
    expect(playRound(book, { ...seeds, nonce: 0, buy: false, free: true }).cost).toBe(0n);
    const bought = playRound(book, { ...seeds, nonce: 0, buy: true, free: false });
    expect(bought.cost).toBe(100_000n * BigInt(book.meta.bonusBuy.priceX));
    // A bought bonus plays its free spins in the same round (the buy's draw takes one nonce).
    expect(bought.spins.length).toBeGreaterThan(1);
    expect(bought.nonceTo).toBe(bought.spins.length + 1);
  });

  it('sums every spin of the round, within the max win, for every slot', () => {
    for (const game of Object.values(SLOTS)) {
      for (let nonce = 0; nonce < 200; nonce++) {
        const round = playRound(game, { ...seeds, nonce, buy: false, free: false });
        const total = round.spins.reduce((sum, spin) => sum + BigInt(spin.win), 0n);
        expect(round.win).toBe(total);
        expect(round.win).toBeLessThanOrEqual(BigInt(game.meta.maxWinX) * seeds.bet);
        expect(round.spins[0]?.isFree).toBe(false);
      }
    }
  });

  it("carries a tumbling game's frames: each paying grid, then the grid left", () => {
    const sakura = slotByCode('sakura-tumble');
    if (!sakura) throw new Error('missing');
    const spins = Array.from({ length: 100 }, (_, nonce) =>
      playRound(sakura, { ...seeds, nonce, buy: false, free: false }),
    ).flatMap((round) => round.spins);
    for (const spin of spins) {
      expect(spin.finalGrid).toHaveLength(7);
      expect(spin.tumbles?.[0]?.grid ?? spin.grid).toEqual(spin.grid);
      const tumbleWins = (spin.tumbles ?? []).flatMap((t) => t.wins);
      expect(tumbleWins).toHaveLength(spin.wins.length);
    }
    expect(spins.some((spin) => (spin.tumbles?.length ?? 0) > 1)).toBe(true);
  });
});
