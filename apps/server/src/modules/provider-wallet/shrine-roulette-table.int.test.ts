import { createHash } from 'node:crypto';
import type { ProviderLaunchResponse } from '@tengu/shared';
import { shrineRoulette } from '@tengu/provider';
import type { ProviderApp } from '@tengu/provider/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import type { TestDatabase } from '#test/test-database';
import {
  faultyFetch,
  launchedPlayer,
  startStudioLoopback,
  type StudioLoopback,
} from './studio-loopback.int-helpers';

/**
 * Shrine Roulette's shared table (issue 20; docs/decisions/034-shared-table-roulette.md): the
 * studio and the casino on loopback, 4-second rounds. Players bet on the same round, each bet a
 * `transaction/bet`; when betting closes the round settles with one `transaction/win` per player
 * (0 for a lost round) — once, also across a restart of the studio mid-round, and owed wins are
 * re-sent with their uuid.
 */

const ROUND_MS = 4_000;
const GAME = 'shrine-roulette';

const wallet = faultyFetch();
const sent = wallet.sent;

let loopback: StudioLoopback;
let database: TestDatabase;
let casino: StudioLoopback['casino'];
let studio: { app: ProviderApp; url: string };

beforeAll(async () => {
  loopback = await startStudioLoopback({
    fetch: wallet.fetch,
    table: { roundMs: ROUND_MS, tickMs: 0 },
    poolMax: 6,
  });
  ({ database, casino, studio } = loopback);
});
afterAll(() => loopback?.close());

const player = (dollars: bigint) => launchedPlayer(loopback, GAME, dollars);
type Player = Awaited<ReturnType<typeof player>>;

/** Credits in provider units (10⁻⁵ USD). */
const credits = async (p: Player) => (await pocketUnits(database.db, p.userId, 'credits')) / 1_000n;

interface TableState {
  serverTime: number;
  round: { id: number; phase: string; closesAt: number; serverSeedHash: string };
  totals: { players: number; stake: string };
  results: { roundId: number; pocket: number; serverSeed: string; serverSeedHash: string }[];
  mine: { bets: { stake: string; state: string }[]; last: { roundId: number; win: string } | null };
}

async function state(base: string, viewer?: Player): Promise<TableState> {
  const query = viewer ? `?${new URLSearchParams({ token: viewer.token, user: viewer.user })}` : '';
  return (await (await fetch(`${base}/api/table/state${query}`)).json()) as TableState;
}

async function bet(base: string, p: Player, body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/table/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: p.token, user: p.user, currency: 'USD', ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for a betting phase with at least `leftMs` to go; answers that round's state. */
async function bettingRound(base: string, leftMs = 2_200): Promise<TableState> {
  for (;;) {
    const s = await state(base);
    const left = s.round.closesAt - s.serverTime;
    if (s.round.phase === 'betting' && left >= leftMs) return s;
    await sleep(s.round.phase === 'betting' ? left + 50 : 100);
  }
}
const untilClosed = async (round: TableState['round']) => {
  await sleep(Math.max(0, round.closesAt - Date.now()) + 50);
};

const walletRound = (id: number) => `${GAME}:${id}`;
const winsOf = (roundId: number) =>
  sent.filter((c) => c.path === 'transaction/win' && c.body.round === walletRound(roundId));

/** What the pocket returns on the bets (provider units). */
function expectedWin(bets: { bet: shrineRoulette.RouletteBet; stake: number }[], pocket: number) {
  return bets.reduce(
    (sum, b) => sum + shrineRoulette.settleBet(b.bet, BigInt(b.stake), pocket),
    0n,
  );
}

async function amountWagered(p: Player) {
  const row = await database.db
    .selectFrom('users')
    .select('amount_wagered')
    .where('id', '=', p.userId)
    .executeTakeFirstOrThrow();
  return BigInt(row.amount_wagered);
}

describe('Shrine Roulette: one table, rounds for everyone at once', () => {
  it('two players bet on the same round; each is settled once through the casino wallet', async () => {
    const [ann, bob] = [await player(100n), await player(100n)];
    const annBets = [
      { bet: { kind: 'red' } as const, stake: 100_000 },
      { bet: { kind: 'straight', number: 17 } as const, stake: 10_000 },
      { bet: { kind: 'split', numbers: [17, 20] } as const, stake: 10_000 },
    ];
    const bobBets = [
      { bet: { kind: 'black' } as const, stake: 100_000 },
      { bet: { kind: 'dozen', dozen: 2 } as const, stake: 500_000 },
      { bet: { kind: 'column', column: 3 } as const, stake: 100_000 },
      { bet: { kind: 'odd' } as const, stake: 10_000 },
    ];
    const round = (await bettingRound(studio.url)).round;
    sent.length = 0;
    const answers = await Promise.all([
      ...annBets.map((b) => bet(studio.url, ann, b)),
      ...bobBets.map((b) => bet(studio.url, bob, b)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.roundId))).toEqual(new Set([round.id]));
    const bets = sent.filter((c) => c.path === 'transaction/bet');
    expect(bets).toHaveLength(7);
    for (const call of bets) expect(call.body.round).toBe(walletRound(round.id));
    expect(await credits(ann)).toBe(10_000_000n - 120_000n);
    expect(await credits(bob)).toBe(10_000_000n - 710_000n);

    // Everyone sees the round's stakes; each player sees only their own bets.
    await sleep(450); // the public part of the state is shared for 400 ms
    const during = await state(studio.url, ann);
    expect(during.totals).toEqual({ players: 2, stake: String(120_000 + 710_000) });
    expect(during.mine.bets).toHaveLength(3);
    expect((await state(studio.url, { ...bob, token: ann.token })).mine.bets).toEqual([]);
    expect(during.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    await untilClosed(round);
    const late = await bet(studio.url, ann, { bet: { kind: 'red' }, stake: 10_000 });
    expect(late).toMatchObject({ status: 409, body: { code: 'BETTING_CLOSED' } });
    await studio.app.tableTick();
    await studio.app.tableTick();

    const after = await state(studio.url, ann);
    const result = after.results.find((r) => r.roundId === round.id);
    if (!result) throw new Error('round not settled');
    // The revealed seed is the one whose hash was published, and it gives this pocket.
    expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(round.serverSeedHash);
    expect(
      shrineRoulette.roundPocket({
        serverSeed: result.serverSeed,
        tableId: 'Shrine-Roulette',
        roundId: round.id,
      }),
    ).toBe(result.pocket);
    const annWin = expectedWin(annBets, result.pocket);
    const bobWin = expectedWin(bobBets, result.pocket);
    const wins = winsOf(round.id);
    expect(wins.map((w) => [w.body.user, w.body.amount]).sort()).toEqual(
      [
        [ann.user, Number(annWin)],
        [bob.user, Number(bobWin)],
      ].sort(),
    );
    for (const w of wins) expect(w.body.round_closed).toBe(true);
    expect(after.mine.last).toMatchObject({ roundId: round.id, win: annWin.toString() });
    expect(await credits(ann)).toBe(10_000_000n - 120_000n + annWin);
    expect(await credits(bob)).toBe(10_000_000n - 710_000n + bobWin);
    // The round settled into the casino's play event: the stakes count as wagered.
    expect(await amountWagered(bob)).toBe(710_000n * 1_000n);
  });

  it('a studio restarted mid-round settles that round on start, once per player', async () => {
    const [cat, dan] = [await player(50n), await player(50n)];
    const round = (await bettingRound(studio.url)).round;
    expect((await bet(studio.url, cat, { bet: { kind: 'even' }, stake: 500_000 })).status).toBe(
      200,
    );
    expect(
      (await bet(studio.url, dan, { bet: { kind: 'straight', number: 0 }, stake: 100_000 })).status,
    ).toBe(200);
    // The studio goes down before betting closes, and comes back after.
    await loopback.stopStudio(studio.app);
    await untilClosed(round);
    sent.length = 0;
    studio = await loopback.startStudio({ tickMs: 200 });
    const deadline = Date.now() + 10_000;
    while (winsOf(round.id).length < 2 && Date.now() < deadline) await sleep(100);
    await sleep(600); // more passes of the clock: nothing is sent twice
    const wins = winsOf(round.id);
    expect(wins.map((w) => w.body.user).sort()).toEqual([cat.user, dan.user].sort());
    const result = (await state(studio.url)).results.find((r) => r.roundId === round.id);
    if (!result) throw new Error('round not settled');
    const catWin = expectedWin([{ bet: { kind: 'even' }, stake: 500_000 }], result.pocket);
    const danWin = expectedWin(
      [{ bet: { kind: 'straight', number: 0 }, stake: 100_000 }],
      result.pocket,
    );
    expect(await credits(cat)).toBe(5_000_000n - 500_000n + catWin);
    expect(await credits(dan)).toBe(5_000_000n - 100_000n + danWin);
  });

  it('wins the casino does not answer stay owed and are re-sent with the same uuid', async () => {
    const eve = await player(20n);
    const round = (await bettingRound(studio.url)).round;
    const placed = await bet(studio.url, eve, { bet: { kind: 'low' }, stake: 100_000 });
    expect(placed.status).toBe(200);
    // Stop the clock's own passes from racing the test: the studio without a clock takes over.
    await loopback.stopStudio(studio.app);
    studio = await loopback.startStudio({ tickMs: 0 });
    await untilClosed(round);
    sent.length = 0;
    wallet.state.fault = { path: 'transaction/win', times: 4 };
    await studio.app.tableTick();
    wallet.state.fault = null;
    const first = winsOf(round.id);
    expect(first).toHaveLength(4);
    expect(await credits(eve)).toBe(2_000_000n - 100_000n);
    await studio.app.tableTick({ recover: true, idleSeconds: 0 });
    await studio.app.tableTick({ recover: true, idleSeconds: 0 });
    const all = winsOf(round.id);
    expect(all).toHaveLength(5);
    expect(new Set(all.map((w) => w.body.transaction_uuid)).size).toBe(1);
    const result = (await state(studio.url)).results.find((r) => r.roundId === round.id);
    if (!result) throw new Error('round not settled');
    const win = expectedWin([{ bet: { kind: 'low' }, stake: 100_000 }], result.pocket);
    expect(await credits(eve)).toBe(2_000_000n - 100_000n + win);
  });

  it('concurrent bets never overdraw, a lost answer is rolled back, two settlers pay once', async () => {
    const [gus, hal] = [await player(2n), await player(5n)];
    const round = (await bettingRound(studio.url)).round;
    sent.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        bet(studio.url, gus, { bet: { kind: 'red' }, stake: 100_000 }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 402, 402, 402]);
    expect(await credits(gus)).toBe(0n);
    // The casino takes hal's bet but its answers never arrive: the studio rolls it back.
    wallet.state.fault = { path: 'transaction/bet', times: 4, when: 'after' };
    const cancelled = await bet(studio.url, hal, { bet: { kind: 'black' }, stake: 100_000 });
    wallet.state.fault = null;
    expect(cancelled.status).toBe(503);
    expect(await credits(hal)).toBe(500_000n);
    await untilClosed(round);
    await Promise.all([studio.app.tableTick(), studio.app.tableTick()]);
    await studio.app.tableTick();
    const result = (await state(studio.url)).results.find((r) => r.roundId === round.id);
    if (!result) throw new Error('round not settled');
    const gusWin = expectedWin(
      [
        { bet: { kind: 'red' }, stake: 100_000 },
        { bet: { kind: 'red' }, stake: 100_000 },
      ],
      result.pocket,
    );
    expect(await credits(gus)).toBe(gusWin);
    expect(await credits(hal)).toBe(500_000n);
    // One win per player who had an accepted bet, whichever settler sent it.
    const casinoWins = await database.db
      .selectFrom('provider_transactions')
      .select(['user_id', 'amount'])
      .where('round', '=', walletRound(round.id))
      .where('kind', '=', 'win')
      .execute();
    expect(casinoWins).toEqual([{ user_id: gus.userId, amount: gusWin * 1_000n }]);
  });

  it('refuses bad bets and closed rounds without touching money', async () => {
    const fay = await player(1n);
    await bettingRound(studio.url);
    const bad = [
      { bet: { kind: 'split', numbers: [3, 4] }, stake: 10_000 },
      { bet: { kind: 'red' }, stake: 12_345 },
      { bet: 'red', stake: 10_000 },
    ];
    for (const body of bad) expect((await bet(studio.url, fay, body)).status).toBe(400);
    const poor = await bet(studio.url, fay, { bet: { kind: 'red' }, stake: 10_000_000 });
    expect(poor.status).toBe(402);
    const stranger = await bet(
      studio.url,
      { ...fay, token: 'not-a-token' },
      {
        bet: { kind: 'red' },
        stake: 10_000,
      },
    );
    expect(stranger.status).toBe(401);
    expect(await credits(fay)).toBe(100_000n);
  });

  it('serves the table page in the launch language, Persian right-to-left', async () => {
    const signed = await signUp(casino);
    const launched = await casino.app.inject({
      method: 'POST',
      url: '/api/provider-games/launch',
      headers: bearer(signed.accessToken),
      payload: { providerId: 'tengu-studio', gameCode: GAME, mode: 'demo', lang: 'fa' },
    });
    expect(new URL((launched.json() as ProviderLaunchResponse).url).searchParams.get('lang')).toBe(
      'fa',
    );
    const page = await (
      await fetch(`${studio.url}/play?game_code=${GAME}&mode=demo&lang=fa`)
    ).text();
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('/play/table.js');
    const polish = await fetch(`${studio.url}/play?game_code=${GAME}&mode=demo`, {
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    expect(await polish.text()).toContain('Demo · wirtualne pieniądze');
  });

  it('keeps the ledger consistent', async () => {
    await expectLedgerConsistent(database.db);
  });
});
