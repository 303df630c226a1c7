import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createPlayer,
  fund,
  placeDiceBet,
  signInAs,
  viewportOf,
  type Player,
} from './support/shell';

/**
 * Issue 14: the site no longer looks dead on arrival. Bets placed before the page opened are in
 * All Bets (and the home page's tables); the crash page shows the current round's players and
 * the last results as soon as it opens.
 */

interface CrashState {
  round: { id: number; phase: string; betting_ends_at: string; server_time: number } | null;
  history: Array<{ id: number }>;
}

async function crashState(request: APIRequestContext): Promise<CrashState> {
  return (await (await request.get('/api/games/crash/state')).json()) as CrashState;
}

/** Waits for a countdown with at least `marginMs` left, so a bet placed now is accepted. */
async function openCountdown(request: APIRequestContext, marginMs = 2500): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const { round } = await crashState(request);
        const left = round ? Date.parse(round.betting_ends_at) - round.server_time : 0;
        id = round?.phase === 'waiting' && left > marginMs ? round.id : 0;
        return id;
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBeGreaterThan(0);
  return id;
}

async function crashBet(request: APIRequestContext, player: Player) {
  return request.post('/api/games/crash/bet', {
    data: { amount: '2' },
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
}

test('bets placed before the page opened are in All Bets; new ones join them once', async ({
  page,
}) => {
  const bettor = await createPlayer(page, 'lf');
  const watcher = await createPlayer(page, 'lw');
  await fund(bettor.username, '20');
  await placeDiceBet(page, bettor, '3');

  await signInAs(page, watcher, '/casino/game/dice');
  await page.getByTestId('live-tab-all').click();
  const rows = page.getByTestId('all-bets').getByTestId('bet-row').filter({
    hasText: bettor.username,
  });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$3');

  // A bet after arrival comes live and sits above it; neither is listed twice.
  await placeDiceBet(page, bettor, '1');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('$1');
});

test('the crash page shows the current round’s players and the last results on arrival', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bettor = await createPlayer(page, 'cf');
  const watcher = await createPlayer(page, 'cv');
  await fund(bettor.username, '20');
  // The strip has something to show once a round has crashed.
  await expect
    .poll(async () => (await crashState(page.request)).history.length, { timeout: 60_000 })
    .toBeGreaterThan(0);

  // A round can end (and the next clear its players) while the page loads: then try the next.
  let isShown = false;
  for (let attempt = 0; attempt < 4 && !isShown; attempt++) {
    const roundId = await openCountdown(page.request);
    expect((await crashBet(page.request, bettor)).status()).toBe(200);
    await signInAs(page, watcher, '/casino/game/crash');
    const row = page.getByTestId('crash-player-row').filter({ hasText: bettor.username });
    isShown = await row
      .waitFor({ timeout: 4000 })
      .then(() => true)
      .catch(() => false);
    if (isShown) {
      const { history, round } = await crashState(page.request);
      expect([roundId, round?.id]).toContain(round?.id);
      const strip = page.getByTestId('crash-history-item');
      await expect(strip.first()).toBeVisible();
      expect(await strip.count()).toBeGreaterThanOrEqual(Math.min(history.length, 1));
    }
  }
  expect(isShown).toBe(true);
});

test('home page: the latest bets of every game, with hidden names (390 and 1440)', async ({
  page,
}) => {
  const shown = await createPlayer(page, 'hs');
  const hidden = await createPlayer(page, 'hh');
  await fund(shown.username, '500');
  await fund(hidden.username, '500');
  const hide = await page.request.put('/api/users/me/privacy', {
    data: { hide_name: true },
    headers: { authorization: `Bearer ${hidden.accessToken}` },
  });
  expect(hide.status()).toBe(200);
  for (const amount of ['0.5', '2', '150', '10']) await placeDiceBet(page, shown, amount);
  for (const amount of ['120', '5']) await placeDiceBet(page, hidden, amount);

  for (const width of [390, 1440] as const) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/');
    const all = page.getByTestId('all-bets');
    await expect(all.getByTestId('bet-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(all).not.toContainText(hidden.username);
    await page.getByTestId('live-tab-high').click();
    const high = page.getByTestId('high-rollers').getByTestId('bet-row');
    await expect(high.first()).toBeVisible();
    // The player column shows from 493 px (phones show game, amount, multiplier, payout).
    if (width === 1440) await expect(high.filter({ hasText: 'Hidden' }).first()).toBeVisible();
    await page.getByTestId('live-tab-all').click();
    await page.getByTestId('live-bets').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `e2e/artifacts/live-feed/home-${width}.png`,
      fullPage: true,
    });
  }
});
