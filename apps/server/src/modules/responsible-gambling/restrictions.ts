import type { RgExclusionKind } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { createMemoryCopy } from '#app/db/memory-copy';
import { listRestrictions, type RestrictionRow } from './responsible-gambling.repository';

export interface Restriction {
  exclusion: { kind: RgExclusionKind; until: Date | null } | null;
  hasPlayLimits: boolean;
  hasDepositLimits: boolean;
}

type Restrictions = Map<string, Restriction>;

function toRestriction(row: RestrictionRow): Restriction {
  return {
    exclusion: row.exclusion_kind ? { kind: row.exclusion_kind, until: row.excluded_until } : null,
    hasPlayLimits: row.play_limits > 0,
    hasDepositLimits: row.deposit_limits > 0,
  };
}

/**
 * Players with a loss or wager limit in any database this process serves, for code that settles
 * inside a transaction without its database handle (a multi-step round's payout). A stale entry
 * costs that player one statement; it never refuses anything.
 */
const playLimited = new Set<string>();

/** Whether the player may have a loss or wager limit (memory only, no await). */
export function mayHavePlayLimits(userId: string): boolean {
  return playLimited.has(userId);
}

async function load(db: DB): Promise<Restrictions> {
  const rows = await listRestrictions(db);
  const map = new Map(rows.map((row) => [row.user_id, toRestriction(row)]));
  for (const [userId, restriction] of map) {
    if (restriction.hasPlayLimits) playLimited.add(userId);
  }
  return map;
}

/**
 * Which players have an exclusion or a limit, kept in memory (ADR 050) so that the bet path and
 * the guarded routes cost nothing for everyone else: the first read of a process queries, then
 * every check answers from the copy, refreshed in the background once it is 5 s old (one query
 * in flight at most; a failed refresh keeps the last copy) — the game settings' memory copy
 * (`db/memory-copy.ts`, ADR 044). A change made by this process is in its copy at once
 * (`rememberRestriction`); the other replicas see it within about 5 s.
 */
const copy = createMemoryCopy<Restrictions>({ load, refreshMs: 5_000 });

/** The player's protections (from memory after the first read); undefined: none at all. */
export async function restrictionOf(db: DB, userId: string): Promise<Restriction | undefined> {
  return (copy.peek(db) ?? (await copy.read(db))).get(userId);
}

/** After a change this process committed: its copy holds the player's new state at once. */
export async function rememberRestriction(
  db: DB,
  userId: string,
  restriction: Restriction,
): Promise<void> {
  const map = await copy.read(db);
  const isEmpty =
    !restriction.exclusion && !restriction.hasPlayLimits && !restriction.hasDepositLimits;
  if (isEmpty) map.delete(userId);
  else map.set(userId, restriction);
  if (restriction.hasPlayLimits) playLimited.add(userId);
  else playLimited.delete(userId);
  copy.remember(db, map);
}

/** Tests that write the tables directly. */
export function forgetRestrictions(db: DB): void {
  copy.forget(db);
}

/** The exclusion in force at `now`, if any. */
export function activeExclusion(
  restriction: Restriction | undefined,
  now: Date,
): Restriction['exclusion'] {
  const exclusion = restriction?.exclusion;
  if (!exclusion) return null;
  if (exclusion.until !== null && exclusion.until.getTime() <= now.getTime()) return null;
  return exclusion;
}
