import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPlayer, signInAs } from './support/shell';
import { gameBoard } from './support/games-layout';

/**
 * Issue 14 item 2: floating panels (Live Stats, mini-game windows, the live-support button)
 * open where they cover none of each other's controls nor the game's, and a window shows its
 * game's own header whole under its title bar. At 1440 x 900.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/layout/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 1440, height: 900 } });

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The control is not under `panel`, and a click at its centre reaches it. */
async function expectUncovered(control: Locator, panel: Locator, what: string) {
  const box = await control.boundingBox();
  const cover = await panel.boundingBox();
  expect(box && cover, `${what} and the panel are shown`).toBeTruthy();
  if (!box || !cover) return;
  expect(intersects(box, cover), `${what} is not under the panel`).toBe(false);
  await expectReached(control, what);
}

/** A click at the element's centre reaches it (nothing is drawn over it there). */
async function expectReached(control: Locator, what: string) {
  const isReached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isReached, `a click on ${what} reaches it`).toBe(true);
}

async function openLiveStats(page: Page): Promise<Locator> {
  await page.getByTestId('live-stats-toggle').click();
  const panel = page.getByTestId('live-stats-panel');
  await expect(panel).toBeVisible();
  // It settles on its spot before the first paint; give the layout one frame anyway.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return panel;
}

test('Live Stats opens off the game toolbar and the bet panel', async ({ page }) => {
  const player = await createPlayer(page, 'fp');
  for (const slug of ['dice', 'mines', 'roulette', 'crash']) {
    if (slug === 'dice') await signInAs(page, player, `/casino/game/${slug}`);
    else await page.goto(`/casino/game/${slug}`);
    await expect(page.getByTestId('bet-action')).toBeVisible({ timeout: 20_000 });
    await expect(gameBoard(page, slug)).toBeVisible();
    if (slug === 'dice' || slug === 'crash') {
      const panel = await openLiveStats(page);
      const fairness = page.getByTestId(slug === 'crash' ? 'crash-fairness' : 'fairness-button');
      await expectUncovered(fairness, panel, 'the Fairness button');
      await expectUncovered(page.getByTestId('bet-action'), panel, 'the Bet button');
      await expectUncovered(page.getByTestId('bet-amount'), panel, 'the bet amount');
      await page.screenshot({ path: `${SHOTS}${slug}-live-stats-1440.png` });
      await page.getByTestId('live-stats-toggle').click();
      await expect(panel).toBeHidden();
    }
    await page.screenshot({ path: `${SHOTS}${slug}-1440.png` });
  }
});

test('Live Stats and a mini-game window keep clear of each other’s buttons', async ({ page }) => {
  const player = await createPlayer(page, 'fw');
  await signInAs(page, player);
  await page.getByTestId('open-mini-dice').click();
  const win = page.getByTestId('mini-window-dice');
  await expect(win.getByTestId('bet-action')).toBeVisible({ timeout: 20_000 });

  // The window's own game header is whole under its title bar, not clipped by it.
  const titleBar = await win.getByTestId('mini-window-titlebar').boundingBox();
  const header = win.getByTestId('game-header');
  const inner = await header.boundingBox();
  expect(titleBar && inner).toBeTruthy();
  if (titleBar && inner) {
    expect(inner.y).toBeGreaterThanOrEqual(titleBar.y + titleBar.height);
    expect(inner.y + inner.height).toBeLessThanOrEqual(900);
  }
  await expectReached(win.getByRole('heading', { name: 'Dice', exact: true }).last(), 'its title');
  await expect(header.getByTestId('fairness-button')).toBeInViewport({ ratio: 1 });

  // Live Stats opens beside the window, not over its close button or its bet panel.
  const panel = await openLiveStats(page);
  await expectUncovered(win.getByTestId('mini-window-close'), panel, 'the window’s close');
  await expectUncovered(win.getByTestId('bet-button'), panel, 'the window’s Bet button');
  await page.screenshot({ path: `${SHOTS}mini-window-live-stats-1440.png` });

  // A second window opens clear of Live Stats and of the first window's buttons.
  await page.getByTestId('open-mini-limbo').click();
  const second = page.getByTestId('mini-window-limbo');
  await expect(second.getByTestId('bet-action')).toBeVisible({ timeout: 20_000 });
  await expectUncovered(page.getByTestId('live-stats-close'), second, 'Live Stats’ close');
  await expectUncovered(win.getByTestId('mini-window-close'), second, 'the first close');

  // The one touched last is drawn on top.
  await page.getByTestId('live-stats-handle').click();
  const layers = await page.evaluate(() => {
    const z = (id: string) =>
      Number(getComputedStyle(document.querySelector(`[data-testid="${id}"]`)!).zIndex);
    return {
      stats: z('live-stats-panel'),
      dice: z('mini-window-dice'),
      limbo: z('mini-window-limbo'),
    };
  });
  expect(layers.stats).toBeGreaterThan(Math.max(layers.dice, layers.limbo));
  await second.getByTestId('mini-window-titlebar').click({ position: { x: 40, y: 20 } });
  const limboLayer = await second.evaluate((el) => Number(getComputedStyle(el).zIndex));
  const statsLayer = await panel.evaluate((el) => Number(getComputedStyle(el).zIndex));
  expect(limboLayer).toBeGreaterThan(statsLayer);
});
