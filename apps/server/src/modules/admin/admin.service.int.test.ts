import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs } from '#test/process';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { isAppError } from '#app/errors/app-error';
import { testPlayers, expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import type { Realtime } from '#app/realtime/realtime';
import { adjustBalance } from './admin.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

async function player(): Promise<{ id: string; username: string }> {
  const [id = ''] = await testPlayers(database.db, 1);
  return { id, username: `test_${id}` };
}

const adjust = (overrides: Partial<Parameters<typeof adjustBalance>[0]>) =>
  adjustBalance({
    db: database.db,
    operator: 'ops-anna',
    action: 'credit',
    username: 'nobody',
    amount: '1',
    pocket: 'credits',
    reason: 'support ticket 42',
    ...overrides,
  });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe('operator balance adjustments', () => {
  it('credits and debits against the bankroll, audited with who and why', async () => {
    const p = await player();
    const credited = await adjust({ username: p.username.toUpperCase(), amount: '12.34' });
    expect(credited).toMatchObject({ userId: p.id, pocket: 'credits', balance: '12.34' });
    const debited = await adjust({ username: p.username, action: 'debit', amount: '2.34' });
    expect(debited.balance).toBe('10');
    // A Gold credit reaches the player live as `user:gold` (the dropdown and the dashboard).
    const events: Array<{ to: string; event: string; payload: unknown }> = [];
    const realtime = {
      toUser: (to: string, event: string, payload: unknown) => events.push({ to, event, payload }),
      broadcast: () => undefined,
    } as unknown as Realtime;
    const gold = await adjust({ username: p.username, amount: '5', pocket: 'gold', realtime });
    expect(gold.balance).toBe('5');
    expect(events).toContainEqual({ to: p.id, event: 'user:gold', payload: { gold: '5' } });

    const audit = await database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_user_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.operator, a.action, a.details, a.ledger_entry_id])).toEqual([
      [
        'ops-anna',
        'balance_credit',
        { pocket: 'credits', amount: '12.34', reason: 'support ticket 42' },
        credited.entryId,
      ],
      [
        'ops-anna',
        'balance_debit',
        { pocket: 'credits', amount: '2.34', reason: 'support ticket 42' },
        debited.entryId,
      ],
      [
        'ops-anna',
        'balance_credit',
        { pocket: 'gold', amount: '5', reason: 'support ticket 42' },
        gold.entryId,
      ],
    ]);
    const house = await database.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['a.house_kind', 'p.amount'])
      .where('p.entry_id', '=', credited.entryId)
      .where('a.owner_type', '=', 'house')
      .execute();
    expect(house).toEqual([{ house_kind: 'bankroll', amount: -1_234_000_000n }]);
    await expectLedgerConsistent(database.db);
  });

  it('refuses an unknown user, a bad amount or pocket, a missing reason, and an overdraft', async () => {
    const p = await player();
    expect(await refusal(adjust({ username: 'ghost' }))).toMatchObject({ code: 'NOT_FOUND' });
    for (const amount of ['0', '-1', '1.000000001', 'abc']) {
      expect(await refusal(adjust({ username: p.username, amount }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Bad amount') as unknown,
      });
    }
    expect(await refusal(adjust({ username: p.username, pocket: 'wallet' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(adjust({ username: p.username, reason: ' ' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    await adjust({ username: p.username, amount: '1' });
    expect(
      await refusal(adjust({ username: p.username, action: 'debit', amount: '1.01' })),
    ).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: `Insufficient funds: ${p.username}'s credits holds less than 1.01.`,
    });
    // The refused debit left no entry and no audit row.
    const audits = await database.db
      .selectFrom('admin_audit')
      .select('id')
      .where('target_user_id', '=', p.id)
      .execute();
    expect(audits).toHaveLength(1);
    await expectLedgerConsistent(database.db);
  });
});

describe('npm run admin', () => {
  async function runCli(args: string[]) {
    const child = spawnTs('apps/server/src/modules/admin/cli/admin.ts', args, {
      DATABASE_URL: database.url,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    return { code, output };
  }

  it('credits a player and prints the new balance; exits 1 with a clear message on a refusal', async () => {
    const p = await player();
    const ok = await runCli([
      'credit',
      '--user',
      p.username,
      '--amount',
      '12.34',
      '--reason',
      'demo funds',
      '--operator',
      'ops-cli',
    ]);
    expect(ok.output).toContain(`credit 12.34 credits for ${p.username}: new balance 12.34`);
    expect(ok.code).toBe(0);
    const overdraft = await runCli([
      'debit',
      '--user',
      p.username,
      '--amount',
      '20',
      '--reason',
      'x',
    ]);
    expect(overdraft.code).toBe(1);
    expect(overdraft.output).toContain('Insufficient funds');
    const usage = await runCli(['refund', '--user', p.username]);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('usage: npm run admin');
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['operator', 'details'])
      .where('target_user_id', '=', p.id)
      .execute();
    expect(audit).toEqual([
      {
        operator: 'ops-cli',
        details: { pocket: 'credits', amount: '12.34', reason: 'demo funds' },
      },
    ]);
  });
});
