import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawRaffleWinners, raffleTicketTableDigest, type RaffleRange } from './raffle';

const TABLE: RaffleRange[] = [
  { holder: 'alice', first: 1, count: 50 },
  { holder: 'bob', first: 51, count: 30 },
  { holder: 'carol', first: 81, count: 15 },
  { holder: 'dave', first: 96, count: 5 },
];

describe('raffleTicketTableDigest', () => {
  it('is SHA-256 of the documented canonical text (test vector)', () => {
    const text = 'raffle 2026-11-20\n1+50 alice\n51+30 bob\n81+15 carol\n96+5 dave';
    const digest = createHash('sha256').update(text).digest('hex');
    expect(raffleTicketTableDigest('2026-11-20', TABLE)).toBe(digest);
    expect(digest).toBe('b5a7e9dfd987a8a2a1870e0c81e0dac770c1a4991e2d7a4fd7b16c6c2ed050ab');
    // Ticket order, not the order given.
    expect(raffleTicketTableDigest('2026-11-20', [...TABLE].reverse())).toBe(digest);
  });
});

describe('drawRaffleWinners', () => {
  it('matches the published test vectors', () => {
    expect(
      drawRaffleWinners({
        serverSeed: 'a'.repeat(64),
        publicValue: 'b5a7e9dfd987a8a2a1870e0c81e0dac770c1a4991e2d7a4fd7b16c6c2ed050ab',
        ranges: TABLE,
        places: 100,
      }),
    ).toEqual([
      { place: 1, holder: 'bob', ticket: 56 },
      { place: 2, holder: 'alice', ticket: 14 },
      { place: 3, holder: 'carol', ticket: 81 },
      { place: 4, holder: 'dave', ticket: 97 },
    ]);
    expect(
      drawRaffleWinners({
        serverSeed: 'seed',
        publicValue: 'beacon',
        ranges: [
          { holder: 'x', first: 1, count: 1_000_000 },
          { holder: 'y', first: 1_000_001, count: 1 },
        ],
        places: 3,
      }),
    ).toEqual([
      { place: 1, holder: 'x', ticket: 667_156 },
      { place: 2, holder: 'y', ticket: 1_000_001 },
    ]);
  });

  it('agrees with a from-scratch reading of the documented algorithm', () => {
    const serverSeed = 'f'.repeat(64);
    const publicValue = 'some-block-hash';
    const ranges = Array.from({ length: 40 }, (_, n) => ({
      holder: `p${n}`,
      first: n * 7 + 1,
      count: 7,
    }));
    // First place by hand: HMAC(seed, "value:1:0"), 8 bytes big-endian, mod 280 (no rejection
    // is possible to notice at this size, but check the bound anyway).
    const digest = createHmac('sha256', serverSeed).update(`${publicValue}:1:0`).digest();
    const x = digest.readBigUInt64BE(0);
    const limit = 2n ** 64n - (2n ** 64n % 280n);
    expect(x < limit).toBe(true);
    const ticket = Number(x % 280n) + 1;
    const [first] = drawRaffleWinners({ serverSeed, publicValue, ranges, places: 30 });
    expect(first).toEqual({ place: 1, holder: `p${Math.floor((ticket - 1) / 7)}`, ticket });
  });

  it('gives each holder one place at most, and fewer places than holders when short', () => {
    const wins = drawRaffleWinners({
      serverSeed: 's',
      publicValue: 'v',
      ranges: [...TABLE, { holder: 'alice', first: 101, count: 10 }],
      places: 100,
    });
    expect(wins.map((w) => w.place)).toEqual([1, 2, 3, 4]);
    expect(new Set(wins.map((w) => w.holder)).size).toBe(4);
    for (const win of wins) {
      const owned = TABLE.concat({ holder: 'alice', first: 101, count: 10 }).filter(
        (r) => r.holder === win.holder,
      );
      expect(owned.some((r) => win.ticket >= r.first && win.ticket < r.first + r.count)).toBe(true);
    }
  });

  it('draws nothing from an empty table and refuses bad input', () => {
    expect(
      drawRaffleWinners({ serverSeed: 's', publicValue: 'v', ranges: [], places: 100 }),
    ).toEqual([]);
    expect(() =>
      drawRaffleWinners({
        serverSeed: 's',
        publicValue: 'v',
        ranges: [{ holder: 'a', first: 1, count: 0 }],
        places: 1,
      }),
    ).toThrow('at least one ticket');
    expect(() =>
      drawRaffleWinners({ serverSeed: '', publicValue: 'v', ranges: TABLE, places: 1 }),
    ).toThrow('serverSeed');
  });

  it('is roughly proportional to tickets held (first place over many seeds)', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 2000; n++) {
      const [win] = drawRaffleWinners({
        serverSeed: `seed-${n}`,
        publicValue: 'v',
        ranges: TABLE,
        places: 1,
      });
      counts.set(win!.holder, (counts.get(win!.holder) ?? 0) + 1);
    }
    // alice holds half the tickets: expect about 1000 (σ ≈ 22).
    expect(counts.get('alice')).toBeGreaterThan(900);
    expect(counts.get('alice')).toBeLessThan(1100);
    expect(counts.get('dave')).toBeLessThan(180);
  });
});
