import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, signInAs, type Player } from './support/shell';
import { ORIGINAL_SLUGS, gameBoard } from './support/games-layout';

/**
 * Issue 14 item 3: on a 390 x 844 phone every original game shows its board and its Bet button
 * on the first screen, nothing overflows sideways, the live-support button covers no control,
 * a bet does not scroll the page, game names fit in the bet tables, and the Gifts sidebar and
 * the rewards dropdown are reachable.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/layout/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
/** Between the 60 px header and the 60 px footer. */
const FIRST_SCREEN = { top: 60, bottom: PHONE.height - 60 };

test.use({ viewport: PHONE });

async function expectOnFirstScreen(page: Page, what: string, slug: string) {
  const box = await (what === 'board' ? gameBoard(page, slug) : page.getByTestId('bet-action'))
    .first()
    .boundingBox();
  expect(box, `${slug}: ${what} is shown`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${slug}: the ${what} starts below the header`).toBeGreaterThanOrEqual(
    FIRST_SCREEN.top,
  );
  expect(box.y + box.height, `${slug}: the ${what} ends above the footer`).toBeLessThanOrEqual(
    FIRST_SCREEN.bottom,
  );
}

async function towersBet(page: Page, player: Player): Promise<void> {
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const start = await page.request.post('/api/games/towers/start', {
    data: { amount: '1', difficulty: 'easy' },
    headers,
  });
  expect(start.status()).toBe(200);
  const reveal = await page.request.post('/api/games/towers/reveal', {
    data: { column: 0 },
    headers,
  });
  expect(reveal.status()).toBe(200);
  const { game } = (await reveal.json()) as { game: unknown };
  if (game) {
    expect((await page.request.post('/api/games/towers/cashout', { headers })).status()).toBe(200);
  }
}

test('every original game: the board and the Bet button on the first screen, nothing sideways', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const player = await createPlayer(page, 'lp');
  await signInAs(page, player);
  for (const slug of ORIGINAL_SLUGS) {
    await page.goto(`/casino/game/${slug}`);
    await expect(page.getByTestId('bet-action')).toBeVisible({ timeout: 20_000 });
    await expect(gameBoard(page, slug)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), `${slug}: not scrolled`).toBe(0);
    await expectOnFirstScreen(page, 'board', slug);
    await expectOnFirstScreen(page, 'Bet button', slug);
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth, `${slug}: no sideways overflow`).toBeLessThanOrEqual(PHONE.width);

    // The live-support button gives way to the bet panel ('Max', 'Bet', the payout column).
    const support = page.getByTestId('live-support-button');
    if (await support.isVisible()) {
      const button = await support.boundingBox();
      const panel = await page.getByTestId('bet-panel').first().boundingBox();
      if (button && panel) {
        const apart =
          button.x >= panel.x + panel.width ||
          button.x + button.width <= panel.x ||
          button.y >= panel.y + panel.height ||
          button.y + button.height <= panel.y;
        expect(apart, `${slug}: the live-support button is off the bet panel`).toBe(true);
      }
    }
    if (['dice', 'mines', 'roulette', 'crash'].includes(slug)) {
      await page.screenshot({ path: `${SHOTS}${slug}-390.png` });
    }
  }
});

test('a bet leaves the board where it is, and game names fit in the bet tables', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await createPlayer(page, 'lb');
  await fund(player.username);
  await towersBet(page, player);
  await signInAs(page, player, '/casino/game/dice');
  await page.getByTestId('bet-amount').fill('1');
  const answer = page.waitForResponse('**/api/games/dice/bet');
  await page.getByTestId('bet-button').click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('recent-result')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnFirstScreen(page, 'board', 'dice');
  await expectOnFirstScreen(page, 'Bet button', 'dice');

  // My Bets on the towers page lists "Tengu Towers" whole (a phone's table, three amounts beside).
  await page.goto('/casino/game/tengu-towers');
  const cell = page.getByTestId('my-bets').getByTestId('bet-row-game').first();
  await expect(cell).toHaveText('Tengu Towers');
  await cell.scrollIntoViewIfNeeded();
  const fits = await cell.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'the game name is not cut off').toBe(true);
  await expect(cell.locator('xpath=..')).toHaveAttribute('title', 'Tengu Towers');
});

test('the Gifts sidebar and the rewards dropdown on a phone', async ({ page }) => {
  const player = await createPlayer(page, 'lg');
  await signInAs(page, player);
  const trigger = page.getByTestId('rewards-menu-trigger');
  await expect(trigger).toBeVisible();
  const top = await page.getByTestId('top-bar').boundingBox();
  const box = await trigger.boundingBox();
  expect(box && top && box.x + box.width <= top.width).toBe(true);
  await trigger.click();
  await expect(page.getByTestId('rewards-menu')).toBeVisible();
  await expect(page.getByTestId('rewards-menu-gold')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rewards-menu')).toBeHidden();

  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-gifts').click();
  await expect(page.getByTestId('right-sidebar')).toHaveAttribute('data-panel', 'gifts');
  await expect(page.getByTestId('right-sidebar')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}gifts-390.png` });
});
