import { createHash, randomUUID, sign } from 'node:crypto';
import { roundsOf, SPIN_MESSAGES, type Catalogue, type ProviderApp } from '@tengu/provider/server';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import type { TestDatabase } from '#test/test-database';
import { grantProviderFreeSpins } from './provider-campaigns';
import {
  faultyFetch,
  launchedPlayer,
  LOOPBACK_KEYS,
  startStudioLoopback,
  type StudioLoopback,
} from './studio-loopback.int-helpers';

/**
 * The studio (apps/provider) and the casino, each listening on loopback, talking only over the
 * seamless wallet: a launched player spins for real money, free-spin grants play out, and lost
 * answers are retried with the same transaction uuids (issue 20).
 */

const wallet = faultyFetch();
/** Wallet calls the studio sent (path and body). */
const sent = wallet.sent;

let loopback: StudioLoopback;
let database: TestDatabase;
let casino: StudioLoopback['casino'];
let studio: ProviderApp;
let studioPool: pg.Pool;
let studioUrl: string;

beforeAll(async () => {
  loopback = await startStudioLoopback({ fetch: wallet.fetch });
  ({ database, casino, studioPool } = loopback);
  ({ app: studio, url: studioUrl } = loopback.studio);
});
afterAll(() => loopback?.close());

const GAME = 'koi-fortune';

async function player(dollars: bigint) {
  const launched = await launchedPlayer(loopback, GAME, dollars);
  expect(launched.url.startsWith(`${studioUrl}/play?`)).toBe(true);
  return launched;
}

/** The player's credits in provider units (10⁻⁵ USD). */
const credits = async (userId: string) =>
  (await pocketUnits(database.db, userId, 'credits')) / 1_000n;

interface SpinBody {
  bet: string;
  cost: string;
  win: string;
  balance: string;
  isFree: boolean;
  spins: unknown[];
  message: string;
}

async function spinAt(body: Record<string, unknown>) {
  const res = await fetch(`${studioUrl}/api/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'USD', game_code: GAME, ...body }),
  });
  return { status: res.status, body: (await res.json()) as SpinBody };
}

describe('the studio service beside the casino', () => {
  it('lists its games with absolute cover URLs and serves the covers and the game page', async () => {
    const catalogue = (await (await fetch(`${studioUrl}/catalogue`)).json()) as Catalogue;
    expect(catalogue.provider).toEqual({ id: 'tengu-studio', name: 'Tengu Studio' });
    expect(catalogue.games.map((g) => g.code)).toContain(GAME);
    const book = catalogue.games.find((g) => g.code === 'book-of-degen');
    expect(book?.bonusBuy).toBeGreaterThan(0);
    for (const game of catalogue.games) {
      expect(game.image).toBe(`${studioUrl}/images/${game.code}.svg`);
      const image = await fetch(game.image);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(await image.text()).toContain('<svg');
    }
    const page = await fetch(`${studioUrl}/play?game_code=${GAME}&mode=demo&currency=USD`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Demo · play money');
    const live = await fetch(`${studioUrl}/play?game_code=shrine-roulette&mode=demo`);
    expect(await live.text()).toContain('/play/table.js');
    expect((await fetch(`${studioUrl}/play?game_code=nope`)).status).toBe(404);
    expect((await fetch(`${studioUrl}/images/nope.svg`)).status).toBe(404);
  });

  it('a launched player spins: the casino moves the bet and the win exactly, the round is stored once', async () => {
    const p = await player(10n);
    const page = await (await fetch(p.url)).text();
    expect(page).toContain('Real money');
    const before = await credits(p.userId);
    sent.length = 0;
    const { status, body } = await spinAt({ token: p.token, user: p.user, bet: 100_000 });
    expect(status).toBe(200);
    expect(body.cost).toBe('100000');
    const after = before - 100_000n + BigInt(body.win);
    expect(BigInt(body.balance)).toBe(after);
    expect(await credits(p.userId)).toBe(after);
    expect(sent.map((call) => call.path)).toEqual(['transaction/bet', 'transaction/win']);
    expect(sent[1]?.body.reference_transaction_uuid).toBe(sent[0]?.body.transaction_uuid);
    const rounds = await roundsOf(studioPool, p.user);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ state: 'settled', cost: 100_000n, win: BigInt(body.win) });
    expect(rounds[0]?.bet_transaction_uuid).toBe(sent[0]?.body.transaction_uuid);
  });

  it('an answer lost on the way back is retried with the same uuids and moves money once', async () => {
    const p = await player(10n);
    const before = await credits(p.userId);
    sent.length = 0;
    wallet.state.fault = { path: 'transaction/bet', when: 'after', times: 1 };
    const first = await spinAt({ token: p.token, user: p.user, bet: 200_000 });
    wallet.state.fault = { path: 'transaction/win', when: 'after', times: 1 };
    const second = await spinAt({ token: p.token, user: p.user, bet: 200_000 });
    wallet.state.fault = null;
    expect([first.status, second.status]).toEqual([200, 200]);
    const bets = sent.filter((call) => call.path === 'transaction/bet');
    const wins = sent.filter((call) => call.path === 'transaction/win');
    expect(bets).toHaveLength(3);
    expect(wins).toHaveLength(3);
    expect(bets[1]?.body.transaction_uuid).toBe(bets[0]?.body.transaction_uuid);
    expect(bets[1]?.body.request_uuid).not.toBe(bets[0]?.body.request_uuid);
    expect(wins[2]?.body.transaction_uuid).toBe(wins[1]?.body.transaction_uuid);
    const expected = before - 400_000n + BigInt(first.body.win) + BigInt(second.body.win);
    expect(await credits(p.userId)).toBe(expected);
    expect(BigInt(second.body.balance)).toBe(expected);
    expect((await roundsOf(studioPool, p.user)).map((r) => r.state)).toEqual([
      'settled',
      'settled',
    ]);
  });

  it('a bet the casino never answers is rolled back and nothing moves', async () => {
    const p = await player(10n);
    const before = await credits(p.userId);
    wallet.state.fault = { path: 'transaction/bet', when: 'before', times: 4 };
    const { status, body } = await spinAt({ token: p.token, user: p.user, bet: 100_000 });
    wallet.state.fault = null;
    expect(status).toBe(503);
    expect(body.message).toBe(SPIN_MESSAGES.casinoDown);
    expect(await credits(p.userId)).toBe(before);
    const [round] = await roundsOf(studioPool, p.user);
    expect(round?.state).toBe('rolled_back');
    // The late bet, had it arrived, is refused: the casino keeps the rollback's tombstone.
    const late = sent.filter((c) => c.path === 'transaction/rollback').at(-1);
    expect(late?.body.reference_transaction_uuid).toBe(round?.bet_transaction_uuid);
  });

  it('a win the casino never answers stays owed and is paid by the recovery, once', async () => {
    const p = await player(10n);
    const before = await credits(p.userId);
    // Won or lost, the round's win (0 closes a lost round) must reach the casino.
    wallet.state.fault = { path: 'transaction/win', when: 'before', times: 4 };
    const { status, body } = await spinAt({ token: p.token, user: p.user, bet: 100_000 });
    wallet.state.fault = null;
    expect(status).toBe(503);
    expect(body.message).toBe(SPIN_MESSAGES.winPending);
    expect(await credits(p.userId)).toBe(before - 100_000n);
    const [owed] = await roundsOf(studioPool, p.user);
    expect(owed?.state).toBe('bet_accepted');
    sent.length = 0;
    expect(await studio.recoverRounds(0)).toBeGreaterThanOrEqual(1);
    expect(await studio.recoverRounds(0)).toBe(0);
    const [settled] = await roundsOf(studioPool, p.user);
    expect(settled?.state).toBe('settled');
    const resent = sent.filter((c) => c.path === 'transaction/win' && c.body.user === p.user);
    expect(resent.map((c) => c.body.transaction_uuid)).toEqual([owed?.win_transaction_uuid]);
    expect(await credits(p.userId)).toBe(before - 100_000n + (owed?.win ?? 0n));
  });

  it('concurrent spins of one player never overdraw and each settles once', async () => {
    const p = await player(1n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => spinAt({ token: p.token, user: p.user, bet: 20_000 })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 402)).toBe(true);
    const rounds = await roundsOf(studioPool, p.user);
    expect(rounds).toHaveLength(8);
    const settled = rounds.filter((r) => r.state === 'settled');
    expect(settled.length).toBe(answers.filter((a) => a.status === 200).length);
    expect(rounds.every((r) => r.state === 'settled' || r.state === 'refused')).toBe(true);
    const net = settled.reduce((sum, r) => sum - r.cost + r.win, 0n);
    expect(await credits(p.userId)).toBe(100_000n + net);
    expect(await credits(p.userId)).toBeGreaterThanOrEqual(0n);
  });

  it('a bet above the balance is refused with a clear message and nothing moves', async () => {
    const p = await player(1n);
    const { status, body } = await spinAt({ token: p.token, user: p.user, bet: 200_000 });
    expect(status).toBe(402);
    expect(body.message).toBe(SPIN_MESSAGES.notEnoughMoney);
    expect(await credits(p.userId)).toBe(100_000n);
    expect((await roundsOf(studioPool, p.user)).map((r) => r.state)).toEqual(['refused']);
  });

  it('refuses bad input without touching money', async () => {
    const p = await player(1n);
    expect((await spinAt({ token: p.token, user: p.user, bet: 12_345 })).status).toBe(400);
    expect((await spinAt({ token: p.token, user: p.user, bet: 10_000, buy: true })).status).toBe(
      400,
    );
    expect(
      (await spinAt({ token: p.token, user: p.user, bet: 10_000, game_code: 'nope' })).status,
    ).toBe(404);
    const other = await player(1n);
    const stolen = await spinAt({ token: other.token, user: p.user, bet: 10_000 });
    expect(stolen.status).toBe(401);
    expect(await credits(p.userId)).toBe(100_000n);
    expect(await credits(other.userId)).toBe(100_000n);
  });

  it('a free-spin campaign plays out without charging the player, once per grant', async () => {
    const p = await player(1n);
    const provider = casino.config.providers[0];
    if (!provider) throw new Error('no provider');
    const grant = {
      campaign_uuid: randomUUID(),
      user: p.user,
      game_code: GAME,
      count: 3,
      bet: 100_000,
    };
    expect((await grantProviderFreeSpins(provider, grant)).status).toBe(201);
    const again = await grantProviderFreeSpins(provider, grant);
    expect(again).toMatchObject({ status: 200, body: { remaining: 3 } });
    expect((await grantProviderFreeSpins(provider, { ...grant, count: 5 })).status).toBe(409);
    // Unsigned or signed by someone else: refused.
    const forged = JSON.stringify({ ...grant, campaign_uuid: randomUUID() });
    const res = await fetch(`${studioUrl}/api/campaigns`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign(
          'sha256',
          Buffer.from(forged),
          LOOPBACK_KEYS.studio.privatePem,
        ).toString('base64'),
      },
      body: forged,
    });
    expect(res.status).toBe(401);

    const state = await fetch(
      `${studioUrl}/api/state?${new URLSearchParams({ token: p.token, user: p.user, game_code: GAME })}`,
    );
    expect(await state.json()).toEqual({
      balance: '100000',
      currency: 'USD',
      freeSpins: { count: 3, bet: '100000' },
    });
    sent.length = 0;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => spinAt({ token: p.token, user: p.user, free: true })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409]);
    const played = answers.filter((a) => a.status === 200);
    const won = played.reduce((sum, a) => sum + BigInt(a.body.win), 0n);
    for (const answer of played)
      expect(answer.body).toMatchObject({ cost: '0', bet: '100000', isFree: true });
    expect(await credits(p.userId)).toBe(100_000n + won);
    const freeBets = sent.filter((c) => c.path === 'transaction/bet');
    expect(freeBets).toHaveLength(3);
    for (const bet of freeBets) expect(bet.body).toMatchObject({ amount: 0, is_free: true });
    const rounds = await roundsOf(studioPool, p.user);
    expect(rounds.every((r) => r.is_free && r.campaign_uuid === grant.campaign_uuid)).toBe(true);
  });

  it('seeds: the hash is shown, rotating reveals the seed, and the spin replays from it', async () => {
    const p = await player(10n);
    const session = { token: p.token, user: p.user, game_code: GAME };
    const seeds = async () =>
      (await (await fetch(`${studioUrl}/api/seeds?${new URLSearchParams(session)}`)).json()) as {
        serverSeedHash: string;
        clientSeed: string;
        nextNonce: number;
        rounds: {
          bet: string;
          win: string;
          clientSeed: string;
          nonceFrom: number;
          nonceTo: number;
          serverSeedHash: string;
          serverSeed: string | null;
        }[];
      };
    const before = await seeds();
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const spun = await spinAt({ token: p.token, user: p.user, bet: 100_000 });
    expect(spun.status).toBe(200);
    const [round] = (await seeds()).rounds;
    // Not revealed while the seed still draws spins.
    expect(round).toMatchObject({ serverSeedHash: before.serverSeedHash, serverSeed: null });
    expect(round?.nonceFrom).toBe(before.nextNonce);

    const rotate = async (body: Record<string, unknown>) =>
      fetch(`${studioUrl}/api/seeds/rotate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const rotated = (await (await rotate({ ...session, client_seed: 'my-lucky-seed' })).json()) as {
      previous: { serverSeed: string; serverSeedHash: string; noncesUsed: number };
      current: { serverSeedHash: string; clientSeed: string; nextNonce: number };
    };
    expect(rotated.previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(rotated.previous.serverSeed).digest('hex')).toBe(
      before.serverSeedHash,
    );
    expect(rotated.current).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash);
    const revealed = (await seeds()).rounds[0];
    expect(revealed?.serverSeed).toBe(rotated.previous.serverSeed);

    // Anyone replays the round from its inputs and gets the same win.
    const replay = await fetch(`${studioUrl}/api/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game_code: GAME,
        server_seed: revealed?.serverSeed,
        client_seed: revealed?.clientSeed,
        nonce: revealed?.nonceFrom,
        bet: Number(revealed?.bet),
      }),
    });
    expect(await replay.json()).toMatchObject({ win: spun.body.win, nonceTo: revealed?.nonceTo });

    // Another player's token cannot read or rotate this player's seeds.
    const other = await player(1n);
    const stolen = await rotate({ ...session, token: other.token });
    expect(stolen.status).toBe(401);
    expect((await seeds()).serverSeedHash).toBe(rotated.current.serverSeedHash);
  });

  it('keeps the ledger consistent', async () => {
    await expectLedgerConsistent(database.db);
  });
});
