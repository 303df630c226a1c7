import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { houseAccount, playerAccount } from './accounts';
import { entryProblem, type EntryInput } from './entry-validation';

const user = randomUUID();
const credits = playerAccount(user, 'credits');
const gold = playerAccount(user, 'gold');
const bankroll = houseAccount('bankroll', 1);
const goldHouse = houseAccount('gold_issuance', 1);

function entry(postings: EntryInput['postings'], extra: Partial<EntryInput> = {}): EntryInput {
  return { idempotencyKey: 'bet:1', kind: 'bet', postings, ...extra };
}

describe('ledger entry validation', () => {
  it('accepts a balanced entry, also across currencies that each balance', () => {
    expect(
      entryProblem(
        entry([
          { account: credits, amount: -5n },
          { account: bankroll, amount: 5n },
        ]),
      ),
    ).toBeNull();
    expect(
      entryProblem(
        entry([
          { account: credits, amount: -5n },
          { account: bankroll, amount: 5n },
          { account: gold, amount: 100n },
          { account: goldHouse, amount: -100n },
        ]),
      ),
    ).toBeNull();
  });

  it('rejects fewer than two postings and zero amounts', () => {
    expect(entryProblem(entry([]))).toMatch(/two postings/);
    expect(entryProblem(entry([{ account: credits, amount: 1n }]))).toMatch(/two postings/);
    expect(
      entryProblem(
        entry([
          { account: credits, amount: 0n },
          { account: bankroll, amount: 0n },
        ]),
      ),
    ).toMatch(/zero posting/);
  });

  it('rejects postings that do not sum to zero in each currency', () => {
    expect(
      entryProblem(
        entry([
          { account: credits, amount: -5n },
          { account: bankroll, amount: 4n },
        ]),
      ),
    ).toMatch(/USD sum to -1/);
    // Dollars and gold never offset each other, even when the grand total is zero.
    expect(
      entryProblem(
        entry([
          { account: credits, amount: -5n },
          { account: goldHouse, amount: 5n },
        ]),
      ),
    ).toMatch(/sum to/);
  });

  it('requires the key to be "<kind>:<business id>" and a plain kind', () => {
    const ok = [
      { account: credits, amount: -1n },
      { account: bankroll, amount: 1n },
    ];
    expect(entryProblem(entry(ok, { idempotencyKey: 'tip:1' }))).toMatch(/bet:<business id>/);
    expect(entryProblem(entry(ok, { idempotencyKey: 'bet:' }))).toMatch(/bet:<business id>/);
    expect(entryProblem(entry(ok, { idempotencyKey: 'bet:1 2' }))).toMatch(/invalid idempotency/);
    expect(entryProblem(entry(ok, { kind: 'Bet Stake', idempotencyKey: 'Bet Stake:1' }))).toMatch(
      /kind/,
    );
  });

  it('rejects an invalid account key', () => {
    expect(
      entryProblem(
        entry([
          { account: playerAccount('x', 'credits'), amount: -1n },
          { account: bankroll, amount: 1n },
        ]),
      ),
    ).toMatch(/uuid/);
  });
});
