import { expect, test, type Page, type Response } from '@playwright/test';
import { createPlayer, fund } from './support/shell';

/**
 * Issue 6 end to end: Coinflip, Tengu Towers and Dojo Dash played in the real UI to a cash-out
 * (each game's outcome is hidden, so a round that goes wrong is simply played again), a reload
 * in the middle of each game restoring it, a coinflip loss, the old dojododge address, and
 * mines on auto with tiles picked on the board (issue 5).
 */

interface StepAnswer {
  game: Record<string, unknown> | null;
  bet: { id: string; result: 'WIN' | 'LOSS'; payout: string; multiplier: number } | null;
}

async function answerOf(response: Promise<Response>): Promise<StepAnswer> {
  return (await (await response).json()) as StepAnswer;
}

/** Reloads and waits out the splash (a shared machine can take seconds to boot the app). */
async function reloadApp(page: Page) {
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 20_000 });
}

/** A funded player signed in on `path` (as support/shell's signInAs, with a shared machine's patience). */
async function fundedPlayer(page: Page, path: string) {
  const player = await createPlayer(page, 'ms');
  await fund(player.username, '100');
  await page.addInitScript((token) => {
    if (!localStorage.getItem('tengu-auth')) {
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: token }, version: 0 }),
      );
    }
  }, player.accessToken);
  await page.goto(path);
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 15_000 });
  return player;
}

/**
 * Starts rounds with `start` until one safe `step` leaves the game running (a lost round is
 * recorded and the next one starts), so the caller holds a game with one safe step behind it.
 */
async function firstSafeStep(
  page: Page,
  game: string,
  start: () => Promise<void>,
  step: () => Promise<void>,
  move: string,
): Promise<StepAnswer> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const started = page.waitForResponse(`**/api/games/${game}/start`);
    await start();
    expect((await started).status()).toBe(200);
    const answer = page.waitForResponse(`**/api/games/${game}/${move}`);
    await step();
    const result = await answerOf(answer);
    if (result.game) return result;
  }
  throw new Error(`no safe first step in 30 ${game} rounds`);
}

test('coinflip: a right call, a reload, a cash-out, then a losing series', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '/casino/game/coinflip');
  await expect(page.getByRole('heading', { name: 'Coinflip' })).toBeVisible();
  await page.getByTestId('bet-amount').fill('1');

  const running = await firstSafeStep(
    page,
    'coinflip',
    () => page.getByTestId('coinflip-start').click(),
    () => page.getByTestId('coinflip-call-heads').click(),
    'flip',
  );
  expect(running.game?.['multiplier']).toBe(1.98);
  await expect(page.getByTestId('coinflip-multiplier')).toHaveText('1.9800×');
  await expect(page.getByTestId('coinflip-next')).toHaveText('3.9204×');
  await expect(page.locator('[data-testid="coinflip-slot"][data-state="heads"]')).toHaveCount(1);

  // A reload brings the running series back.
  await reloadApp(page);
  await expect(page.getByTestId('coinflip-multiplier')).toHaveText('1.9800×', { timeout: 15_000 });
  await expect(page.locator('[data-testid="coinflip-slot"][data-state="heads"]')).toHaveCount(1);

  const cashed = page.waitForResponse('**/api/games/coinflip/cashout');
  await page.getByTestId('coinflip-cash-out').click();
  const cash = await answerOf(cashed);
  expect(cash.bet).toMatchObject({ result: 'WIN', multiplier: 1.98, payout: '1.98' });
  await expect(page.getByTestId('recent-result').first()).toHaveText('1.98×');
  await expect(page.getByTestId('coinflip-status')).toContainText('$1.98');
  await expect(page.getByTestId('my-bets').getByTestId('bet-row').first()).toBeVisible();

  // A free series ($0): call heads until the coin says otherwise.
  await page.getByTestId('bet-amount').fill('0');
  await page.getByTestId('coinflip-start').click();
  let ended: StepAnswer | null = null;
  for (let flip = 0; flip < 20 && !ended; flip++) {
    const answer = page.waitForResponse('**/api/games/coinflip/flip');
    await page.getByTestId('coinflip-call-heads').click();
    const step = await answerOf(answer);
    if (!step.game) ended = step;
  }
  expect(ended?.bet?.result).toBe('LOSS');
  await expect(page.locator('[data-testid="coinflip-slot"][data-state="lost"]')).toHaveCount(1);
  await expect(page.getByTestId('coinflip-start')).toBeEnabled();
});

test('tengu towers: a cleared level, a reload, a cash-out revealing the tower', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '/casino/game/tengu-towers');
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('towers-difficulty').selectOption('easy');

  const running = await firstSafeStep(
    page,
    'towers',
    () => page.getByTestId('towers-start').click(),
    () =>
      page
        .locator('[data-testid="towers-level"][data-level="0"] [data-testid="towers-tile"]')
        .nth(1)
        .click(),
    'reveal',
  );
  expect(running.game).toMatchObject({ picks: [1], multiplier: 1.32 });
  await expect(page.getByTestId('towers-multiplier')).toHaveText('1.3200×');
  await expect(page.locator('[data-testid="towers-level"][data-level="1"]')).toHaveAttribute(
    'data-state',
    'current',
  );

  await reloadApp(page);
  await expect(page.getByTestId('towers-multiplier')).toHaveText('1.3200×', { timeout: 15_000 });
  await expect(page.locator('[data-testid="towers-level"][data-level="0"]')).toHaveAttribute(
    'data-state',
    'cleared',
  );

  const cashed = page.waitForResponse('**/api/games/towers/cashout');
  await page.getByTestId('towers-cash-out').click();
  expect((await answerOf(cashed)).bet).toMatchObject({ result: 'WIN', payout: '1.32' });
  // The end reveals every level: 9 levels × 1 trap on easy.
  await expect(page.locator('[data-testid="towers-tile"][data-state="trap"]')).toHaveCount(9);
  await expect(page.locator('[data-testid="towers-tile"][data-state="safe"]')).toHaveCount(27);
  await expect(page.getByTestId('recent-result').first()).toHaveText('1.32×');
});

test('dojo dash: a lane, a reload, a cash-out; dojododge leads here', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await fundedPlayer(page, '/casino/game/dojododge');
  await expect(page).toHaveURL(/\/casino\/game\/dojo-dash$/);
  expect(player.username).toBeTruthy();
  await page.getByTestId('bet-amount').fill('2');
  await page.getByTestId('dojo-difficulty').selectOption('easy');

  const running = await firstSafeStep(
    page,
    'dojo-dash',
    () => page.getByTestId('dojo-start').click(),
    () => page.getByTestId('dojo-dash').click(),
    'dash',
  );
  expect(running.game).toMatchObject({ lanes: 1, multiplier: 1.0421 });
  await expect(page.getByTestId('dojo-board')).toHaveAttribute('data-lanes', '1');
  // A click on the next lane dashes too.
  const second = page.waitForResponse('**/api/games/dojo-dash/dash');
  await page.locator('[data-testid="dojo-lane"][data-lane="1"]').click();
  const afterSecond = await answerOf(second);

  if (afterSecond.game) {
    await reloadApp(page);
    await expect(page.getByTestId('dojo-board')).toHaveAttribute('data-lanes', '2', {
      timeout: 15_000,
    });
    // 0.99 × 20 ÷ 18 = 1.1.
    await expect(page.getByTestId('dojo-multiplier')).toHaveText('1.1000×');
    const cashed = page.waitForResponse('**/api/games/dojo-dash/cashout');
    await page.getByTestId('dojo-cash-out').click();
    expect((await answerOf(cashed)).bet).toMatchObject({
      result: 'WIN',
      multiplier: 1.1,
      payout: '2.2',
    });
    await expect(page.locator('[data-testid="dojo-lane"][data-state="passed"]')).toHaveCount(2);
    await expect(page.getByTestId('dojo-status')).toContainText('$2.20');
  } else {
    // The one hazard was on lane 2: the run is lost and the hazard shown.
    expect(afterSecond.bet?.result).toBe('LOSS');
    await expect(page.locator('[data-testid="dojo-lane"][data-state="hit"]')).toHaveCount(1);
  }
  await expect(page.getByTestId('recent-result').first()).toBeVisible();
});

test('mines auto: tiles picked on the board, three rounds played by themselves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '/casino/game/mines');
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('mode-auto').click();
  // Nothing picked yet: auto cannot start.
  await expect(page.getByTestId('auto-start')).toBeDisabled();
  const tiles = page.getByTestId('mines-tile');
  await tiles.nth(6).click();
  await tiles.nth(18).click();
  await expect(tiles.nth(6)).toHaveAttribute('data-auto', '1');
  await expect(tiles.nth(18)).toHaveAttribute('data-auto', '2');
  // A second click unpicks; a third picks again at the end.
  await tiles.nth(6).click();
  await expect(tiles.nth(18)).toHaveAttribute('data-auto', '1');
  await tiles.nth(6).click();
  await expect(tiles.nth(6)).toHaveAttribute('data-auto', '2');

  await page.getByTestId('auto-count').fill('3');
  const reveals: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/games/mines/reveal')) {
      reveals.push((request.postDataJSON() as { tile: number }).tile);
    }
  });
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-stop')).toBeVisible();
  await expect(page.getByTestId('auto-start')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('recent-result')).toHaveCount(3);
  await expect(page.getByTestId('my-bets').getByTestId('bet-row')).toHaveCount(3);
  // Every round revealed the picks in order, tile 19 (index 18) first.
  expect(reveals.filter((tile) => tile === 18)).toHaveLength(3);
  expect(reveals.every((tile) => tile === 18 || tile === 6)).toBe(true);
});

test('the rule pages render every multiplier table from the shared data', async ({ page }) => {
  await page.goto('/docs/games/coinflip');
  await expect(page.getByTestId('coinflip-doc-table')).toContainText('3.9204×', {
    timeout: 20_000,
  });
  await page.goto('/docs/games/tengu-towers');
  // Master, level 9: 0.99 × 4⁹.
  await expect(page.getByTestId('towers-doc-table')).toContainText('259522.56×', {
    timeout: 20_000,
  });
  await page.goto('/docs/games/dojo-dash');
  // Expert after 10 lanes: 0.99 × C(20, 10).
  await expect(page.getByTestId('dojo-doc-table')).toContainText('182908.44×', {
    timeout: 20_000,
  });
  await page.getByTestId('docs-play').click();
  await expect(page).toHaveURL(/\/casino\/game\/dojo-dash$/);
});
