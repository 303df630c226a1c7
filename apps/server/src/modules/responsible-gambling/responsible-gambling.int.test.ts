import { RG_MESSAGES, type RgState } from '@tengu/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { useTestServer } from '#test/test-server';
import { addUsage } from './responsible-gambling.repository';
import { forgetRestrictions } from './restrictions';
import { earliestCountedDay, periodStarts, usageRetentionCutoff } from './rg-periods';
import { deleteExpiredUsage } from './usage-retention';
import { runRgAdminCommand } from './cli/admin-rg';

/**
 * Responsible gambling (issue 25 item 5; ADR 050): limits (a decrease at once, an increase after
 * 24 h), loss and wager limits on the bet path under concurrent bets, exclusions that block play,
 * deposits and promotions but not withdrawals, and nobody else's access.
 */
const test = useTestServer(new Date().toISOString());
const USD = 100_000_000n;

async function call(
  player: SignedUp | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: object,
) {
  const res = await test.server.app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: player ? bearer(player.accessToken) : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as RgState & { error?: { code: string; message: string } },
  };
}

const setLimit = (player: SignedUp, kind: string, period: string, amount: string | null) =>
  call(player, 'PUT', '/api/responsible-gambling/limits', { kind, period, amount });

/** A dice bet that loses (over 99.99 wins once in 10,000) or wins about half the time. */
const dice = (player: SignedUp, amount: string, target = 99.99) =>
  call(player, 'POST', '/api/games/dice/bet', { amount, target, condition: 'over' });

async function fundedPlayer(dollars: bigint): Promise<SignedUp> {
  const player = await test.signUp();
  await fundPlayer({ db: test.db, userId: player.user.id, amount: dollars * USD });
  return player;
}

describe('limits', () => {
  it('a first limit and a decrease take effect at once; an increase or a removal waits 24 h', async () => {
    const player = await test.signUp();
    const first = await setLimit(player, 'loss', 'day', '50');
    expect(first.status).toBe(200);
    expect(first.body.limits).toEqual([
      { kind: 'loss', period: 'day', amount: '50', used: '0', pending: null },
    ]);

    const lower = await setLimit(player, 'loss', 'day', '20');
    expect(lower.body.limits[0]).toMatchObject({ amount: '20', pending: null });

    const before = Date.now();
    const higher = await setLimit(player, 'loss', 'day', '100');
    expect(higher.body.limits[0]?.amount).toBe('20');
    const pendingAt = new Date(higher.body.limits[0]?.pending?.at ?? 0).getTime();
    expect(higher.body.limits[0]?.pending?.amount).toBe('100');
    // The test's clock stands still at the file's start (useTestServer).
    expect(pendingAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 120_000);
    expect(pendingAt - before).toBeLessThan(24 * 3_600_000 + 60_000);

    const removal = await setLimit(player, 'loss', 'day', null);
    expect(removal.body.limits[0]).toMatchObject({ amount: '20', pending: { amount: null } });

    // 24 hours later (moved in the table): the removal is in force, the limit gone.
    await sql`UPDATE responsible_gambling_limits SET pending_at = '2000-01-01'
              WHERE user_id = ${player.user.id}`.execute(test.db);
    const later = await call(player, 'GET', '/api/responsible-gambling');
    expect(later.body.limits).toEqual([]);

    const bad = await setLimit(player, 'loss', 'day', '-5');
    expect(bad.status).toBe(400);
  });

  it('a loss limit refuses the bet that would pass it, with its message, and moves nothing', async () => {
    const player = await fundedPlayer(100n);
    await setLimit(player, 'loss', 'day', '3');
    for (let i = 0; i < 3; i += 1) expect((await dice(player, '1')).status).toBe(200);
    const credits = await pocketUnits(test.db, player.user.id, 'credits');
    const state = await call(player, 'GET', '/api/responsible-gambling');
    const used = state.body.limits[0]?.used ?? '0';

    const refused = await dice(player, '1');
    if (used === '3') {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual(
        expect.objectContaining({
          code: 'RG_LIMIT_REACHED',
          message: RG_MESSAGES.limitReached('loss', 'day'),
        }),
      );
    }
    const over = await dice(player, '10');
    expect(over.status).toBe(403);
    expect(over.body.error?.code).toBe('RG_LIMIT_REACHED');
    expect(await pocketUnits(test.db, player.user.id, 'credits')).toBe(
      refused.status === 200 ? credits - USD : credits,
    );
    const after = await call(player, 'GET', '/api/responsible-gambling');
    expect(after.body.limits[0]?.used).toBe(refused.status === 200 ? '3' : used);
  });

  it('ten concurrent bets never pass a wager or a loss limit', async () => {
    const wagerer = await fundedPlayer(100n);
    await setLimit(wagerer, 'wager', 'day', '5');
    const wagers = await Promise.all(Array.from({ length: 10 }, () => dice(wagerer, '1', 50)));
    expect(wagers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(wagers.filter((r) => r.body.error?.code === 'RG_LIMIT_REACHED')).toHaveLength(5);
    const wagered = await test.db
      .selectFrom('bets')
      .select((eb) => eb.fn.sum<bigint>('amount').as('sum'))
      .where('user_id', '=', wagerer.user.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(wagered.sum)).toBe(5n * USD);

    const loser = await fundedPlayer(100n);
    await setLimit(loser, 'loss', 'week', '4');
    const losses = await Promise.all(Array.from({ length: 10 }, () => dice(loser, '1')));
    expect(losses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(4);
    expect(await pocketUnits(test.db, loser.user.id, 'credits')).toBeGreaterThanOrEqual(96n * USD);
  });

  it('a multi-step round counts its stake at start and its payout when it ends', async () => {
    const player = await fundedPlayer(20n);
    await setLimit(player, 'loss', 'day', '2');
    const start = await call(player, 'POST', '/api/games/mines/start', { amount: '2', mines: 1 });
    expect(start.status).toBe(200);
    // The stake is counted while the round runs: nothing more can be staked today.
    expect((await dice(player, '0.5')).body.error?.code).toBe('RG_LIMIT_REACHED');
    let tile = 0;
    for (;;) {
      const reveal = await call(player, 'POST', '/api/games/mines/reveal', { tile });
      expect(reveal.status).toBe(200);
      if ((reveal.body as unknown as { game: unknown }).game !== null) break;
      // Hit the single mine (1 in 25): that round is lost; start afresh with a new $2 limit.
      await sql`DELETE FROM responsible_gambling_limits WHERE user_id = ${player.user.id}`.execute(
        test.db,
      );
      await sql`DELETE FROM responsible_gambling_usage WHERE user_id = ${player.user.id}`.execute(
        test.db,
      );
      await setLimit(player, 'loss', 'day', '2');
      await call(player, 'POST', '/api/games/mines/start', { amount: '2', mines: 1 });
      tile = (tile + 1) % 25;
    }
    const cashOut = await call(player, 'POST', '/api/games/mines/cashout');
    expect(cashOut.status).toBe(200);
    // Paid back more than the stake: the day's net loss is no longer the full $2.
    const state = await call(player, 'GET', '/api/responsible-gambling');
    expect(state.body.limits[0]?.used).toBe('0');
    expect((await dice(player, '1', 50)).status).toBe(200);
  });
});

describe('usage retention', () => {
  const dayBefore = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  it('deletes the days no limit counts any more, in batches; the current periods still count', async () => {
    const now = new Date();
    const starts = periodStarts(now);
    // The longest period in force: its first day is the earliest any limit counts.
    const period = starts.week < starts.month ? 'week' : 'month';
    const player = await fundedPlayer(20n);
    const other = await test.signUp();
    await setLimit(player, 'loss', period, '5');

    const cutoff = usageRetentionCutoff(now);
    const old = [dayBefore(cutoff), dayBefore(dayBefore(cutoff)), '2025-01-15'];
    for (const day of old) {
      await addUsage(test.db, { userId: player.user.id, day, wagered: 90n * USD, lost: 90n * USD });
    }
    for (const day of old.slice(0, 2)) {
      await addUsage(test.db, { userId: other.user.id, day, wagered: USD, lost: USD });
    }
    await addUsage(test.db, { userId: player.user.id, day: cutoff, wagered: 0n, lost: 0n });
    const first = earliestCountedDay(now);
    await addUsage(test.db, {
      userId: player.user.id,
      day: first,
      wagered: 3n * USD,
      lost: 3n * USD,
    });
    expect((await dice(player, '1')).status).toBe(200); // today's row: $1 staked and lost

    expect(await deleteExpiredUsage({ db: test.db, now, batchSize: 2 })).toBe(5);
    const days = await test.db
      .selectFrom('responsible_gambling_usage')
      .select(['user_id', sql<string>`day::text`.as('day')])
      .where('user_id', 'in', [player.user.id, other.user.id])
      .execute();
    expect(days.every((row) => row.user_id === player.user.id && row.day >= cutoff)).toBe(true);
    expect(new Set(days.map((row) => row.day))).toEqual(new Set([cutoff, first, starts.day]));
    // Each batch finds the old days through the index on `day`, not by reading the whole table.
    const plan = await test.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const explained = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT user_id, day FROM responsible_gambling_usage
        WHERE day < ${cutoff}::date LIMIT 1000`.execute(trx);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('responsible_gambling_usage_day_idx');

    // The limit still sees the period's $4: $2 more would pass it.
    const state = await call(player, 'GET', '/api/responsible-gambling');
    expect(state.body.limits[0]?.used).toBe('4');
    const refused = await dice(player, '2');
    expect(refused.body.error?.message).toBe(RG_MESSAGES.limitWouldExceed('loss', period));
  });
});

describe('cool-off and self-exclusion', () => {
  it('blocks play, deposits and promotions but not withdrawals or the vault', async () => {
    const player = await fundedPlayer(20n);
    const vault = await call(player, 'POST', '/api/wallet/vault', { target: 'vault', amount: '5' });
    expect(vault.status).toBe(200);

    const excluded = await call(player, 'POST', '/api/responsible-gambling/self-exclusion', {
      duration: '6m',
    });
    expect(excluded.status).toBe(200);
    expect(excluded.body.exclusion?.kind).toBe('self_exclusion');
    const until = excluded.body.exclusion?.until ?? '';

    const bet = await dice(player, '1', 50);
    expect(bet.status).toBe(403);
    expect(bet.body.error).toEqual({
      code: 'RG_EXCLUDED',
      message: RG_MESSAGES.selfExcluded(until),
      data: { kind: 'self_exclusion', until },
    });
    for (const [method, url, body] of [
      ['POST', '/api/games/mines/start', { amount: '1', mines: 3 }],
      ['POST', '/api/games/blackjack/start', { amount: '1' }],
      ['POST', '/api/games/crash/bet', { amount: '1' }],
      ['GET', '/api/payments/deposit-address?currency=BTC', undefined],
      ['POST', '/api/rewards/rakeback/claim', undefined],
      ['POST', '/api/lootbox/open', { code: 'NOPE' }],
    ] as const) {
      const res = await call(player, method, url, body);
      expect({ url, code: res.body.error?.code }).toEqual({ url, code: 'RG_EXCLUDED' });
    }
    expect(await pocketUnits(test.db, player.user.id, 'credits')).toBe(15n * USD);

    const back = await call(player, 'POST', '/api/wallet/vault', {
      target: 'balance',
      amount: '5',
      password: player.password,
    });
    expect(back.status).toBe(200);
    const eligibility = await call(player, 'GET', '/api/payments/withdrawals/eligibility');
    expect(eligibility.status).toBe(200);

    // It cannot be shortened or replaced by a cool-off; only a longer exclusion is taken.
    const coolOff = await call(player, 'POST', '/api/responsible-gambling/cool-off', {
      duration: '24h',
    });
    expect(coolOff.status).toBe(409);
    expect(coolOff.body.error?.code).toBe('RG_EXCLUSION_ACTIVE');
    const longer = await call(player, 'POST', '/api/responsible-gambling/self-exclusion', {
      duration: 'permanent',
    });
    expect(longer.body.exclusion?.until).toBeNull();
    expect((await dice(player, '1', 50)).body.error?.message).toBe(
      RG_MESSAGES.selfExcludedPermanently,
    );
  });

  it('an ended cool-off lets the player play again; other replicas learn of it from the table', async () => {
    const player = await fundedPlayer(5n);
    await call(player, 'POST', '/api/responsible-gambling/cool-off', { duration: '24h' });
    expect((await dice(player, '1', 50)).body.error?.code).toBe('RG_EXCLUDED');
    await sql`UPDATE responsible_gambling SET excluded_until = now() - interval '1 second'
              WHERE user_id = ${player.user.id}`.execute(test.db);
    forgetRestrictions(test.db);
    expect((await dice(player, '1', 50)).status).toBe(200);
  });
});

describe('npm run admin -- rg …', () => {
  const admin = async (positionals: string[], reason?: string) => {
    const lines: string[] = [];
    await runRgAdminCommand({
      db: test.db,
      positionals: ['rg', ...positionals],
      reason,
      operator: 'support-anna',
      print: (line) => lines.push(line),
    });
    return lines;
  };

  it('shows a player’s protections and applies an audited self-exclusion that can only grow', async () => {
    const player = await fundedPlayer(5n);
    await setLimit(player, 'loss', 'day', '3');
    await dice(player, '1');
    const name = player.user.username;
    expect(await admin(['show', name])).toEqual([
      'no cool-off or self-exclusion',
      'day loss limit $3, used $1',
      'reality check off',
    ]);

    await expect(admin(['self-exclude', name, '6m'])).rejects.toThrow('--reason is required');
    await expect(admin(['self-exclude', name, '2w'], 'ticket 4411')).rejects.toThrow(
      'the duration is one of 6m, 1y, permanent',
    );
    const [done] = await admin(['self-exclude', name, '1y'], 'ticket 4411: asked by email');
    expect(done).toMatch(new RegExp(`^${name} self-excluded until \\d{4}-.*\\(audited\\)$`));
    expect((await dice(player, '1', 50)).body.error?.code).toBe('RG_EXCLUDED');
    const audit = await test.db
      .selectFrom('admin_audit')
      .select(['operator', 'action', 'details'])
      .where('target_user_id', '=', player.user.id)
      .execute();
    expect(audit).toEqual([
      {
        operator: 'support-anna',
        action: 'rg_self_exclusion',
        details: { duration: '1y', reason: 'ticket 4411: asked by email' },
      },
    ]);
    // Shorter than the one in force: refused, nothing written.
    await expect(admin(['self-exclude', name, '6m'], 'mistake')).rejects.toMatchObject({
      code: 'RG_EXCLUSION_ACTIVE',
    });
    expect(
      await test.db
        .selectFrom('admin_audit')
        .select('id')
        .where('target_user_id', '=', player.user.id)
        .execute(),
    ).toHaveLength(1);
    expect((await admin(['show', name]))[0]).toMatch(/^self_exclusion since .* until \d{4}-/);
  });
});

describe('access', () => {
  it('needs the player: a visitor gets 401 and nobody can read or change another player', async () => {
    expect((await call(null, 'GET', '/api/responsible-gambling')).status).toBe(401);
    expect(
      (
        await call(null, 'PUT', '/api/responsible-gambling/limits', {
          kind: 'loss',
          period: 'day',
          amount: '1',
        })
      ).status,
    ).toBe(401);
    const owner = await test.signUp();
    const other = await test.signUp();
    await setLimit(owner, 'deposit', 'month', '100');
    const seen = await call(other, 'GET', '/api/responsible-gambling');
    expect(seen.body.limits).toEqual([]);
    // The body cannot name another player: unknown fields are refused.
    const smuggled = await call(other, 'PUT', '/api/responsible-gambling/limits', {
      kind: 'deposit',
      period: 'month',
      amount: null,
      userId: owner.user.id,
    });
    expect(smuggled.status).toBe(400);
    const mine = await call(owner, 'GET', '/api/responsible-gambling');
    expect(mine.body.limits[0]).toMatchObject({ kind: 'deposit', amount: '100', pending: null });
  });

  it('the reality check reads this session’s play', async () => {
    const player = await fundedPlayer(5n);
    await call(player, 'PUT', '/api/responsible-gambling/reality-check', { minutes: 30 });
    expect((await call(player, 'GET', '/api/responsible-gambling')).body.realityCheckMinutes).toBe(
      30,
    );
    await dice(player, '1');
    const res = await test.server.app.inject({
      url: '/api/responsible-gambling/session',
      headers: bearer(player.accessToken),
    });
    expect(res.json()).toMatchObject({ bets: 1, wagered: '1' });
    const bad = await call(player, 'PUT', '/api/responsible-gambling/reality-check', {
      minutes: 7,
    });
    expect(bad.status).toBe(400);
  });
});
