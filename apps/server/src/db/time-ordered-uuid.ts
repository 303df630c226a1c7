import { randomFillSync } from 'node:crypto';

/**
 * UUID version 7 (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest random
 * (74 bits), so ids made one after another sort one after another. For rows of append-only tables
 * written on the bet path (bets, and the ledger keys `bet:<id>` built from them): their B-tree
 * entries land at the right edge of the index instead of on a random page, which keeps the hot
 * part of the index small in memory and avoids a full-page image per touched page after each
 * checkpoint (docs/decisions/012-coalesced-bets.md). The id reveals its creation time to the
 * millisecond, which a bet shows anyway; 74 random bits keep it unguessable.
 */
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;

export function timeOrderedUuid(now: number = Date.now()): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = pool.subarray(next * 16, next * 16 + 16);
  next += 1;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
