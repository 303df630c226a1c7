import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcome } from '@tengu/fairness';
import { isAppError } from '#app/errors/app-error';
import { playDice } from '#app/modules/games/dice/dice.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { processRegistry } from '#app/metrics/instruments';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

const USD = 100_000_000n;
const MAX_PROFIT = 10_000n * USD;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** Batches settled so far on each path (tengu_bet_batches_total). */
async function batchesByPath(): Promise<Record<string, number>> {
  const metric = await processRegistry.getSingleMetric('tengu_bet_batches_total')?.get();
  return Object.fromEntries((metric?.values ?? []).map((v) => [String(v.labels.path), v.value]));
}

function bet(userId: string, amount: string) {
  return playDice({
    db: database.db,
    userId,
    request: { amount, target: 50.5, condition: 'over' },
    maxProfit: MAX_PROFIT,
  });
}

describe('coalesced bets of many players', () => {
  it('share transactions, refuse only the bet without funds, and settle each from its own seeds', async () => {
    const players = await testPlayers(database.db, 24);
    const [broke = '', ...funded] = players;
    for (const userId of funded) await fundPlayer({ db: database.db, userId, amount: 5n * USD });
    await fundPlayer({ db: database.db, userId: broke, amount: USD / 2n });

    // Every bankroll shard exists, so that only the players' first bets need the general path.
    const shards = Array.from({ length: HOUSE_SHARDS }, (_, i) => houseAccount('bankroll', i));
    await resolveAccounts(database.db, shards);

    const rounds = 3;
    const outcomes: Array<PromiseSettledResult<Awaited<ReturnType<typeof bet>>>> = [];
    let afterFirstRound: Record<string, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      outcomes.push(...(await Promise.allSettled(players.map((p) => bet(p, '1')))));
      if (round === 0) afterFirstRound = await batchesByPath();
    }
    // The first round created the players' seed pairs (general path); the later rounds' batches
    // all took the two-round-trip pipelined path, none fell back.
    const atEnd = await batchesByPath();
    expect(atEnd.general ?? 0).toBe(afterFirstRound.general ?? 0);
    expect(atEnd.pipelined ?? 0).toBeGreaterThan(afterFirstRound.pipelined ?? 0);

    // The broke player's bets are refused on their own; everyone else's go through.
    outcomes.forEach((o, i) => {
      const isBroke = i % players.length === 0;
      if (isBroke) {
        expect(o.status).toBe('rejected');
        if (o.status === 'rejected') {
          expect(isAppError(o.reason) && o.reason.code).toBe('INSUFFICIENT_FUNDS');
        }
      } else expect(o.status, String(o.status === 'rejected' && o.reason)).toBe('fulfilled');
    });

    const rows = await database.db
      .selectFrom('bets')
      .innerJoin('fairness_seeds as s', 's.id', 'bets.seed_id')
      .select(['bets.user_id', 'bets.nonce', 'bets.created_at', 'bets.details', 'bets.credits_won'])
      .select(['s.server_seed', 's.client_seed'])
      .execute();
    expect(rows).toHaveLength(funded.length * rounds);
    // Bets of one transaction share its timestamp: fewer timestamps than bets means coalescing.
    const transactions = new Set(rows.map((r) => r.created_at.getTime())).size;
    expect(transactions).toBeLessThan(rows.length);
    for (const row of rows) {
      const expected = outcome('dice', {
        serverSeed: row.server_seed,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      }).result;
      expect((row.details as { roll: number }).roll).toBe(expected);
      expect(row.credits_won > 0n).toBe(expected > 50.5);
    }
    for (const userId of funded) {
      const nonces = rows
        .filter((r) => r.user_id === userId)
        .map((r) => r.nonce)
        .sort((a, b) => a - b);
      expect(nonces).toEqual([0, 1, 2]);
    }
    const brokeCredits = await database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', broke)
      .where('pocket', '=', 'credits')
      .executeTakeFirstOrThrow();
    expect(brokeCredits.balance).toBe(USD / 2n);
    await expectLedgerConsistent(database.db);
  }, 60_000);
});
