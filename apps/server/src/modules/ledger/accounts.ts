import { createHash } from 'node:crypto';

/**
 * Ledger account keys (docs/decisions/004-ledger.md). An account is named by its business key,
 * never by its database id: a player's pocket, or one shard of a house account.
 */

/** House accounts are split so that no single row becomes a hot spot under load (issue 4). */
export const HOUSE_SHARDS = 64;

/** The pockets every player has (ARCHITECTURE.md, Money). */
export const STANDARD_POCKETS = [
  'credits',
  'freebets',
  'vault',
  'gold',
  'rakeback',
  'referral',
  'daily_dollars',
] as const;
export type StandardPocket = (typeof STANDARD_POCKETS)[number];

/**
 * A locked balance (deposit bonus, sign-up spin) is a record with its own id (spec: "Locked
 * balance: id, locked, unlocked, type"), and a player may hold several; each has two pockets.
 * The record itself (its type, wagering progress) belongs to the rewards module.
 */
export type LockedPart = 'locked' | 'unlocked';
export type LockedPocket = `locked:${string}:${LockedPart}`;
export type Pocket = StandardPocket | LockedPocket;

export const FIXED_HOUSE_KINDS = [
  'bankroll',
  'bonus_expense',
  'fees',
  'gold_issuance',
  // Affiliate races (issue 18 item 6): prize pools between creation and payout.
  'race_escrow',
  // The sportsbook (issue 21, ADR 038): sports stakes in, payouts and cash-outs out.
  'sportsbook',
] as const;
/** `custody:<ASSET>:<network>` holds the dollar value credited for deposits of that asset. */
export type CustodyKind = `custody:${string}:${string}`;
/**
 * `provider:<id>` is a game provider's side of its players' bets and wins (issue 20,
 * docs/decisions/028-seamless-wallet.md): bets in, wins and rollbacks out.
 */
export type ProviderKind = `provider:${string}`;
export type HouseKind = (typeof FIXED_HOUSE_KINDS)[number] | CustodyKind | ProviderKind;

/** Gold is a points currency, not dollars: it must balance on its own. Both use 10⁻⁸ units. */
export const CURRENCIES = ['USD', 'GOLD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type PlayerAccountKey = { owner: 'player'; userId: string; pocket: Pocket };
export type HouseAccountKey = { owner: 'house'; kind: HouseKind; shard: number };
export type AccountKey = PlayerAccountKey | HouseAccountKey;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCK_ID = /^[A-Za-z0-9-]{1,64}$/;
const LOCKED_POCKET = /^locked:([A-Za-z0-9-]{1,64}):(locked|unlocked)$/;
const CUSTODY_KIND = /^custody:[A-Z0-9]{2,12}:[a-z0-9_-]{2,32}$/;
const PROVIDER_KIND = /^provider:[a-z0-9_-]{2,32}$/;

export function playerAccount(userId: string, pocket: Pocket): PlayerAccountKey {
  return { owner: 'player', userId: userId.toLowerCase(), pocket };
}

export function lockedPocket(lockId: string, part: LockedPart): LockedPocket {
  if (!LOCK_ID.test(lockId)) throw new Error(`invalid locked balance id: ${lockId}`);
  return `locked:${lockId}:${part}`;
}

export function custodyKind(asset: string, network: string): CustodyKind {
  const kind: CustodyKind = `custody:${asset.toUpperCase()}:${network.toLowerCase()}`;
  if (!CUSTODY_KIND.test(kind)) throw new Error(`invalid custody asset/network: ${kind}`);
  return kind;
}

export function providerKind(providerId: string): ProviderKind {
  const kind: ProviderKind = `provider:${providerId}`;
  if (!PROVIDER_KIND.test(kind)) throw new Error(`invalid provider id: ${providerId}`);
  return kind;
}

export function houseAccount(kind: HouseKind, shard: number): HouseAccountKey {
  return { owner: 'house', kind, shard };
}

/**
 * The house shard for a player (or any other business id): stable, and spread evenly, so a
 * player's bets always touch the same shard while different players touch different ones.
 * Hashed because UUIDv7 prefixes are timestamps and would crowd into a few shards.
 */
export function shardFor(id: string): number {
  return createHash('sha256').update(id.toLowerCase()).digest().readUInt32BE(0) % HOUSE_SHARDS;
}

export function isPocket(value: string): value is Pocket {
  return (STANDARD_POCKETS as readonly string[]).includes(value) || LOCKED_POCKET.test(value);
}

export function isHouseKind(value: string): value is HouseKind {
  return (
    (FIXED_HOUSE_KINDS as readonly string[]).includes(value) ||
    CUSTODY_KIND.test(value) ||
    PROVIDER_KIND.test(value)
  );
}

export function currencyOf(key: AccountKey): Currency {
  if (key.owner === 'player') return key.pocket === 'gold' ? 'GOLD' : 'USD';
  return key.kind === 'gold_issuance' ? 'GOLD' : 'USD';
}

/** Why a key cannot name an account, or null when it is valid. */
export function accountKeyProblem(key: AccountKey): string | null {
  if (key.owner === 'player') {
    if (!UUID.test(key.userId)) return `player user id is not a uuid: ${key.userId}`;
    if (!isPocket(key.pocket)) return `unknown pocket: ${key.pocket}`;
    return null;
  }
  if (!isHouseKind(key.kind)) return `unknown house account kind: ${key.kind}`;
  if (!Number.isInteger(key.shard) || key.shard < 0 || key.shard >= HOUSE_SHARDS) {
    return `house shard out of range: ${key.shard}`;
  }
  return null;
}

/** A stable text form, for maps, sorting and messages. */
export function accountKeyText(key: AccountKey): string {
  return key.owner === 'player'
    ? `player:${key.userId.toLowerCase()}:${key.pocket}`
    : `house:${key.kind}:${key.shard}`;
}
