import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HOUSE_SHARDS,
  accountKeyProblem,
  accountKeyText,
  currencyOf,
  custodyKind,
  houseAccount,
  lockedPocket,
  playerAccount,
  shardFor,
} from './accounts';

describe('ledger account keys', () => {
  it('picks a stable shard in range for a player, spreading players over all shards', () => {
    const id = randomUUID();
    expect(shardFor(id)).toBe(shardFor(id.toUpperCase()));
    const used = new Set(Array.from({ length: 2000 }, () => shardFor(randomUUID())));
    expect([...used].every((s) => s >= 0 && s < HOUSE_SHARDS)).toBe(true);
    expect(used.size).toBe(HOUSE_SHARDS);
  });

  it('keeps gold in its own currency, house and player side alike', () => {
    const user = randomUUID();
    expect(currencyOf(playerAccount(user, 'gold'))).toBe('GOLD');
    expect(currencyOf(houseAccount('gold_issuance', 0))).toBe('GOLD');
    expect(currencyOf(playerAccount(user, 'credits'))).toBe('USD');
    expect(currencyOf(houseAccount(custodyKind('btc', 'bitcoin'), 3))).toBe('USD');
  });

  it('names locked balances by their id, each with a locked and an unlocked pocket', () => {
    const user = randomUUID();
    const pocket = lockedPocket('42', 'unlocked');
    expect(pocket).toBe('locked:42:unlocked');
    expect(accountKeyProblem(playerAccount(user, pocket))).toBeNull();
    expect(() => lockedPocket('a:b', 'locked')).toThrow();
  });

  it('rejects keys that name no account', () => {
    const user = randomUUID();
    expect(accountKeyProblem(playerAccount('not-a-uuid', 'credits'))).toMatch(/uuid/);
    // @ts-expect-error an unknown pocket, as a caller without types could send
    expect(accountKeyProblem(playerAccount(user, 'jackpot'))).toMatch(/pocket/);
    expect(accountKeyProblem(houseAccount('bankroll', HOUSE_SHARDS))).toMatch(/shard/);
    expect(accountKeyProblem(houseAccount('bankroll', 1.5))).toMatch(/shard/);
    // @ts-expect-error a custody kind without its network
    expect(accountKeyProblem(houseAccount('custody:btc', 0))).toMatch(/kind/);
    expect(() => custodyKind('B TC', 'bitcoin')).toThrow();
  });

  it('writes one text form per account, whatever the case of the user id', () => {
    const user = randomUUID();
    expect(accountKeyText(playerAccount(user.toUpperCase(), 'vault'))).toBe(`player:${user}:vault`);
    expect(accountKeyText(houseAccount('fees', 7))).toBe('house:fees:7');
  });
});
