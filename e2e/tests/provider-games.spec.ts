import { expect, test } from '@playwright/test';
import { createPlayer, fund, openApp, signInAs, viewportOf } from './support/shell';

/**
 * Provider games (issue 20): the catalogue imported at start-up from the real Tengu Studio (its
 * own process beside the server, BUNDLED_PROVIDER=on), the slots list, favourites, and a slot
 * played for real money through the seamless wallet while the header says 'In Play'.
 */

const SHOTS = 'e2e/artifacts/provider-games';

test('a player browses slots, hearts a game, finds it in favourites and opens it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await expect(async () => {
    const res = await page.request.get('/api/games/search?provider=tengu-studio');
    expect(((await res.json()) as { total: number }).total).toBe(5);
  }).toPass({ timeout: 30_000 });

  await page.setViewportSize(viewportOf(1440));
  await test.step('a visitor is asked to sign in to heart a game, and plays the demo', async () => {
    await openApp(page, '/casino/slots');
    const koi = page.locator('[data-testid="game-card"][data-slug="Koi-Fortune"]');
    await koi.getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-modal')).toBeHidden();
    await page.goto('/casino/game/Book-of-Degen');
    await expect(page.getByTestId('provider-game-frame')).toHaveAttribute('src', /mode=demo/, {
      timeout: 15_000,
    });
    expect(await page.getByTestId('provider-game-frame').getAttribute('src')).not.toContain(
      'token=',
    );
    await expect(page.getByTestId('sign-in-for-real')).toBeVisible();
  });

  const player = await createPlayer(page, 'pg');
  await fund(player.username, '25');
  await signInAs(page, player, '/casino/slots');

  await test.step('the slots list shows the provider slots as cards', async () => {
    const grid = page.getByTestId('games-grid');
    await expect(grid).toBeVisible({ timeout: 15_000 });
    const cards = grid.getByTestId('game-card');
    await expect(cards).toHaveCount(4);
    await expect(grid).toContainText('Koi Fortune');
    await expect(grid).toContainText('Book of Degen');
    await expect(grid).toContainText('Tengu Studio');
    await expect(grid).not.toContainText('Shrine Roulette');
    await expect(page.getByTestId('games-total')).toContainText('4');
    await page.screenshot({ path: `${SHOTS}/slots-1440.png` });
  });

  await test.step('hearting a game keeps it in favourites', async () => {
    const koi = page.locator('[data-testid="game-card"][data-slug="Koi-Fortune"]');
    const heart = koi.getByTestId('favourite-toggle');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A fresh load: the favourite comes back from the server, not from this page's cache.
    await page.goto('/casino/favourites');
    await expect(page).toHaveURL(/\/casino\/favourites$/);
    const favourites = page.getByTestId('games-grid');
    await expect(favourites.getByTestId('game-card')).toHaveCount(1);
    await expect(favourites).toContainText('Koi Fortune');
  });

  let inFrame = '';
  await test.step("the game's page frames the provider's game and the header says In Play", async () => {
    await page
      .getByTestId('games-grid')
      .getByRole('link', { name: /Koi Fortune/ })
      .click();
    await expect(page).toHaveURL(/\/casino\/game\/Koi-Fortune$/);
    const frame = page.getByTestId('provider-game-frame');
    await expect(frame).toBeVisible({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/game_code=koi-fortune.*mode=real.*token=/);
    await expect(page.getByTestId('header-balance')).toHaveText('In Play');
    await expect(page.getByTestId('fact-rtp')).toHaveText(/^96[.,]23%$/);
    await expect(page.getByTestId('game-features')).toContainText('free spins ×3');
    await page.screenshot({ path: `${SHOTS}/game-1440.png` });

    // Spins for real money in the studio's frame until a win arrives: the studio's balance is
    // the casino's, moved by the wallet's bet and win calls.
    const game = page.frameLocator('[data-testid="provider-game-frame"]');
    await expect(game.locator('#balance')).toHaveText('$25.00', { timeout: 15_000 });
    let won = false;
    const spinButton = game.locator('#spin');
    for (let spin = 0; spin < 60 && !won; spin += 1) {
      await spinButton.click();
      // A win's presentation can run long on a loaded machine (CI once waited out 15 s of it):
      // the button then reads Skip, and a player would press it.
      await expect(async () => {
        if ((await spinButton.textContent()) === 'Skip') await spinButton.click();
        await expect(spinButton).toHaveText('Spin', { timeout: 4_000 });
      }).toPass({ timeout: 30_000 });
      won = !['$0.00', '—'].includes((await game.locator('#last-win').textContent()) ?? '—');
    }
    expect(won).toBe(true);
    // The game-provider channel keeps the page's session strip in step with the frame.
    await expect(page.getByTestId('session-rounds')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('session-won')).not.toHaveText('$0.00');
    await expect(page.getByTestId('session-last-win')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/game-played-1440.png` });
    inFrame = (await game.locator('#balance').textContent()) ?? '';
    await expect(page.getByTestId('header-balance')).toHaveText('In Play');
    await page.getByTestId('mode-demo').click();
    await expect(frame).toHaveAttribute('src', /mode=demo/);
    await page.setViewportSize(viewportOf(390));
    await expect(frame).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/game-390.png`, fullPage: true });
  });

  await test.step('an address that names no game says so and keeps the balance', async () => {
    await page.goto('/casino/game/No-Such-Game');
    await expect(page.getByTestId('game-not-found')).toBeVisible({ timeout: 15_000 });
    // The wallet moved the casino balance: the header shows what the game showed.
    await expect(page.getByTestId('header-balance')).toHaveText(inFrame);
  });

  await test.step('a slot plays on in a mini-game window over other pages', async () => {
    await page.setViewportSize(viewportOf(1440));
    await page.goto('/casino/game/Sakura-Tumble');
    await page.getByTestId('open-mini-Sakura-Tumble').click();
    const win = page.getByTestId('mini-window-Sakura-Tumble');
    await expect(win).toBeVisible();
    // The window outlives a full load of another page, and that page keeps the balance shown.
    await page.goto('/casino/providers');
    await expect(win).toBeVisible();
    const mini = page.frameLocator('[data-testid="provider-mini-frame"]');
    await expect(mini.locator('#spin')).toBeVisible({ timeout: 15_000 });
    await expect(mini.locator('#mode')).toHaveText('Real money');
    await expect(page.getByTestId('header-balance')).toHaveText(/^\$\d/);
    await page.screenshot({ path: `${SHOTS}/mini-window-1440.png` });
    await win.getByTestId('mini-window-close').click();
    await expect(win).toBeHidden();
  });

  await test.step('the rounds are in My bets, named by their game', async () => {
    await page.goto('/');
    await page.getByTestId('live-tab-mine').click();
    const mine = page.getByTestId('my-bets');
    await expect(mine.getByTestId('bet-row-game').first()).toHaveText('Koi Fortune');
    await mine.getByTestId('bet-row').first().click();
    const modal = page.getByTestId('bet-detail-modal');
    await expect(modal).toContainText('Koi Fortune');
    await page.getByTestId('bet-detail-tab-fairness').click();
    await expect(page.getByTestId('bet-fairness-provider')).toContainText('Tengu Studio');
    await page.keyboard.press('Escape');
  });

  await test.step('leaving the game shows the balance again', async () => {
    await page.goto('/casino/providers');
    await expect(page.getByTestId('provider-link')).toContainText('Tengu Studio');
    await expect(page.getByTestId('header-balance')).toHaveText(/^\$\d/);
    await page.screenshot({ path: `${SHOTS}/providers-390.png`, fullPage: true });
    await page.goto('/casino/slots');
    await expect(page.getByTestId('games-grid').getByTestId('game-card')).toHaveCount(4);
    await page.screenshot({ path: `${SHOTS}/slots-390.png`, fullPage: true });
  });

  await test.step('every list holds its games at 390 and 1440 px', async () => {
    // [path, cards]: the live table under live casino, the two bonus-buy slots, all five new.
    const lists: [string, number][] = [
      ['/casino/live-casino', 1],
      ['/casino/bonus-buys', 2],
      ['/casino/new-releases', 5],
      ['/casino/favourites', 1],
      ['/casino/providers/tengu-studio', 5],
    ];
    for (const width of [390, 1440] as const) {
      await page.setViewportSize(viewportOf(width));
      for (const [path, cards] of lists) {
        await page.goto(path);
        const grid = page.getByTestId('games-grid');
        await expect(grid.getByTestId('game-card')).toHaveCount(cards, { timeout: 15_000 });
        const name = path.split('/').filter(Boolean).slice(1).join('-');
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 });
      }
    }
    await expect(page.getByTestId('games-grid')).toContainText('Shrine Roulette');
  });
});
