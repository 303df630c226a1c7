import { sha256Hex, utf8 } from './encoding';
import { FairnessError } from './errors';
import { hmacSha256 } from './sha256';

/**
 * The Weekly Raffle's draw (issue 17 item 7; docs/decisions/018-raffle.md), a pure function anyone
 * can rerun from the published data: the week's server seed (its SHA-256 was published before the
 * week started), the public value fixed after the week closed, and the closed ticket table.
 *
 * Place p (1, 2, …) draws one ticket among the tickets still in play:
 *   digest = HMAC-SHA256(key = UTF-8 of the server seed, message = `${publicValue}:${p}:${attempt}`)
 *   x      = the digest's first 8 bytes as an unsigned big-endian integer (0 ≤ x < 2⁶⁴)
 *   an x at or above the largest multiple of `remaining` below 2⁶⁴ is rejected (attempt + 1), so
 *   every ticket is equally likely; otherwise the winner is the (x mod remaining)-th ticket in play,
 *   counting through the ranges in table order.
 * A holder wins at most one place: once drawn, all their ranges leave play. Fewer holders than
 * places → fewer winners.
 */

export interface RaffleRange {
  /** Who holds the tickets (the published username). */
  holder: string;
  /** The first ticket number (tickets are numbered from 1, contiguously over the table). */
  first: number;
  count: number;
}

export interface RaffleWin {
  place: number;
  holder: string;
  ticket: number;
}

const TWO_64 = 1n << 64n;

function checkRanges(ranges: readonly RaffleRange[]): void {
  for (const range of ranges) {
    if (!Number.isSafeInteger(range.first) || range.first < 1) {
      throw new FairnessError('a range must start at a ticket number ≥ 1');
    }
    if (!Number.isSafeInteger(range.count) || range.count < 1) {
      throw new FairnessError('a range must hold at least one ticket');
    }
    if (typeof range.holder !== 'string' || range.holder.length === 0) {
      throw new FairnessError('a range needs a holder');
    }
  }
}

/** The unbiased index in [0, remaining) for this place, by rejection sampling. */
function drawIndex(key: Uint8Array, publicValue: string, place: number, remaining: bigint) {
  const limit = TWO_64 - (TWO_64 % remaining);
  for (let attempt = 0; ; attempt++) {
    const digest = hmacSha256(key, utf8(`${publicValue}:${place}:${attempt}`));
    let x = 0n;
    for (let i = 0; i < 8; i++) x = (x << 8n) | BigInt(digest[i] ?? 0);
    if (x < limit) return x % remaining;
  }
}

export function drawRaffleWinners(input: {
  serverSeed: string;
  publicValue: string;
  ranges: readonly RaffleRange[];
  places: number;
}): RaffleWin[] {
  const { serverSeed, publicValue, places } = input;
  if (!serverSeed) throw new FairnessError('serverSeed must be a non-empty string');
  if (!publicValue) throw new FairnessError('publicValue must be a non-empty string');
  if (!Number.isSafeInteger(places) || places < 0) {
    throw new FairnessError('places must be a non-negative integer');
  }
  checkRanges(input.ranges);
  const key = utf8(serverSeed);
  let inPlay = [...input.ranges];
  const wins: RaffleWin[] = [];
  for (let place = 1; place <= places && inPlay.length > 0; place++) {
    const remaining = inPlay.reduce((sum, range) => sum + BigInt(range.count), 0n);
    let index = drawIndex(key, publicValue, place, remaining);
    const range = inPlay.find((r) => {
      if (index < BigInt(r.count)) return true;
      index -= BigInt(r.count);
      return false;
    })!;
    wins.push({ place, holder: range.holder, ticket: range.first + Number(index) });
    inPlay = inPlay.filter((r) => r.holder !== range.holder);
  }
  return wins;
}

/**
 * The canonical text of a closed ticket table: a header line `raffle <week>`, then one line per
 * range in ticket order, `<first>+<count> <holder>`, joined by "\n".
 */
export function raffleTicketTableText(week: string, ranges: readonly RaffleRange[]): string {
  checkRanges(ranges);
  const sorted = [...ranges].sort((a, b) => a.first - b.first);
  return [`raffle ${week}`, ...sorted.map((r) => `${r.first}+${r.count} ${r.holder}`)].join('\n');
}

/**
 * The default public value (no public beacon configured): SHA-256 (hex) of the closed ticket
 * table's canonical text. Fixed only once the week has closed.
 */
export function raffleTicketTableDigest(week: string, ranges: readonly RaffleRange[]): string {
  return sha256Hex(raffleTicketTableText(week, ranges));
}
