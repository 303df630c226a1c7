import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, signInAs, type Player } from './support/shell';

/**
 * Issue 14, game feel: the mines board lays itself open at the end, the coinflip result waits
 * for the coin, the blackjack result never covers a total, the crash chart grows its axes,
 * shows the bust and pins every cash-out, and the sound switch starts muted and is remembered.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/game-feel/', import.meta.url));
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function fundedPlayer(page: Page, path: string, prefix: string): Promise<Player> {
  const player = await createPlayer(page, prefix);
  await fund(player.username, '100');
  await signInAs(page, player, path);
  return player;
}

/** Both screenshot sizes of the page as it is now; back to the first size after. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}${name}-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

interface MinesAnswer {
  game: { revealed: number[] } | null;
  bet: { result: 'WIN' | 'LOSS' } | null;
}

/** Starts a round and reveals tile 0 (auto-selected mine count is set by the caller). */
async function startAndReveal(page: Page): Promise<MinesAnswer> {
  const started = page.waitForResponse('**/api/games/mines/start');
  await page.getByTestId('mines-start').click();
  expect((await started).status()).toBe(200);
  const revealed = page.waitForResponse('**/api/games/mines/reveal');
  await page.getByTestId('mines-tile').first().click();
  return (await (await revealed).json()) as MinesAnswer;
}

test('mines: a loss and a cash-out both lay the whole board open, unpicked tiles dimmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  await fundedPlayer(page, '/casino/game/mines', 'gm');
  await page.getByTestId('bet-amount').fill('0.1');
  const tiles = page.getByTestId('mines-tile');

  // 24 mines: the first tile is nearly always a mine. One time in 25 it is the only gem, and
  // finding every gem ends the round as a win on its own: play again then.
  await page.getByTestId('mines-count').selectOption('24');
  let answer: MinesAnswer | null = null;
  for (let i = 0; i < 20; i++) {
    answer = await startAndReveal(page);
    if (answer.bet?.result === 'LOSS') break;
    if (answer.game) await page.getByTestId('mines-cash-out').click();
    await expect(page.getByTestId('mines-start')).toBeVisible();
  }
  expect(answer?.bet?.result).toBe('LOSS');
  await expect(page.getByTestId('mines-status')).toContainText('You hit a mine');
  await expect(page.locator('[data-testid="mines-tile"][data-state="mine"]')).toHaveCount(24);
  await expect(page.locator('[data-testid="mines-tile"][data-state="gem"]')).toHaveCount(1);
  // The one gem was never picked: shown, greyed. The mine that was hit is not greyed.
  await expect(page.locator('[data-testid="mines-tile"][data-state="gem"]')).toHaveAttribute(
    'data-dimmed',
    'true',
  );
  await expect(tiles.first()).not.toHaveAttribute('data-dimmed', 'true');
  await expect(page.locator('[data-testid="mines-tile"][data-dimmed="true"]')).toHaveCount(24);

  // 3 mines: find a safe first tile, then cash out.
  await page.getByTestId('mines-count').selectOption('3');
  answer = null;
  for (let i = 0; i < 20 && !answer?.game; i++) answer = await startAndReveal(page);
  expect(answer?.game).not.toBeNull();
  const cashed = page.waitForResponse('**/api/games/mines/cashout');
  await page.getByTestId('mines-cash-out').click();
  await cashed;
  await expect(page.getByTestId('mines-status')).toContainText('You won');
  await expect(page.locator('[data-testid="mines-tile"][data-state="mine"]')).toHaveCount(3);
  await expect(page.locator('[data-testid="mines-tile"][data-state="gem"]')).toHaveCount(22);
  await expect(page.locator('[data-testid="mines-tile"][data-state="hidden"]')).toHaveCount(0);
  // Only the picked gem is bright; the 21 other gems and the 3 mines are greyed.
  await expect(tiles.first()).toHaveAttribute('data-state', 'gem');
  await expect(tiles.first()).not.toHaveAttribute('data-dimmed', 'true');
  await expect(page.locator('[data-testid="mines-tile"][data-dimmed="true"]')).toHaveCount(24);
  // Greyed for real, once the tiles have settled: an unpicked gem is clearly fainter.
  const opacityOf = (el: Element) => Number(getComputedStyle(el).opacity);
  await expect
    .poll(() =>
      page
        .locator('[data-testid="mines-tile"][data-state="gem"][data-dimmed="true"]')
        .first()
        .evaluate(opacityOf),
    )
    .toBeLessThan(0.6);
  await expect.poll(() => tiles.first().evaluate(opacityOf)).toBe(1);
  await shoot(page, 'mines-ended');
});

test('coinflip: the result shows only once the coin has landed', async ({ page }) => {
  test.setTimeout(60_000);
  await fundedPlayer(page, '/casino/game/coinflip', 'gc');
  await page.getByTestId('bet-amount').fill('0.1');
  await page.getByTestId('coinflip-start').click();
  await expect(page.getByTestId('coinflip-status')).toContainText('Call heads or tails');

  // Records, in the page, the status text when the coin starts spinning and when it lands.
  await page.evaluate(() => {
    const coin = document.querySelector('[data-testid="coin"]');
    const status = () => document.querySelector('[data-testid="coinflip-status"]')?.textContent;
    const seen: Record<string, string | null | undefined> = {};
    (window as unknown as { coinSeen: typeof seen }).coinSeen = seen;
    new MutationObserver(() => {
      const key = coin?.getAttribute('data-spinning') === 'true' ? 'spinning' : 'landed';
      if (!(key in seen)) seen[key] = status();
    }).observe(coin as Node, { attributes: true, attributeFilter: ['data-spinning'] });
  });
  const flipped = page.waitForResponse('**/api/games/coinflip/flip');
  await page.getByTestId('coinflip-call-heads').click();
  await flipped;
  const result = /Right calls in a row|Wrong call/;
  await expect(page.getByTestId('coin')).toHaveAttribute('data-spinning', 'false');
  await expect(page.getByTestId('coinflip-status')).toHaveText(result);
  const seen = await page.evaluate(
    () => (window as unknown as { coinSeen: Record<string, string> }).coinSeen,
  );
  // While it spun the board still said "call the first flip"; the result came with the landing.
  expect(seen['spinning']).toContain('Call heads or tails');
  expect(seen['spinning']).not.toMatch(result);
  expect(seen['landed']).toMatch(result);
  await expect(page.locator('[data-testid="coinflip-slot"][data-state="pending"]')).toHaveCount(19);
});

test('blackjack: the result banner never covers the dealer total or the hand total', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES[0]);
  await fundedPlayer(page, '/casino/game/blackjack', 'gb');
  await page.getByTestId('bet-amount').fill('0.1');
  const dealt = page.waitForResponse('**/api/games/blackjack/start');
  await page.getByTestId('blackjack-deal').click();
  await dealt;
  const banner = page.getByTestId('blackjack-result');
  for (let step = 0; step < 8 && !(await banner.isVisible()); step++) {
    const insurance = page.getByTestId('blackjack-no-insurance');
    const stand = page.getByTestId('blackjack-stand');
    await expect(insurance.or(stand).or(banner)).toBeVisible();
    if (await banner.isVisible()) break;
    // One move at a time: the next look waits for this move's answer (the buttons stay on screen
    // while it is under way, and a second Stand would wait for a hand that has ended).
    const moved = page.waitForResponse('**/api/games/blackjack/action');
    await ((await insurance.isVisible()) ? insurance : stand).click();
    await moved;
  }
  await expect(banner).toBeVisible();
  // The deal and the banner animate in: measure once they are still.
  await page.waitForTimeout(1200);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    const box = await banner.locator('div').first().boundingBox();
    for (const total of ['blackjack-dealer-total', 'blackjack-hand-total']) {
      const other = await page.getByTestId(total).first().boundingBox();
      expect(box && other, total).toBeTruthy();
      if (!box || !other) continue;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(overlaps, `the banner covers ${total} at ${size.width}px`).toBe(false);
    }
  }
  await page.setViewportSize(SIZES[0]);
  await shoot(page, 'blackjack-ended');
});

/** The highest number among the chart's axis labels ("1.0× 1.5× 2.0×" → 2). */
async function topTick(page: Page, axis: 'yTicks' | 'xTicks'): Promise<number> {
  const labels = await page
    .getByTestId('crash-curve')
    .evaluate((el, key) => (el as HTMLElement).dataset[key] ?? '', axis);
  return Math.max(0, ...labels.split(' ').map((label) => Number.parseFloat(label) || 0));
}

test('crash: axes grow with the curve, the bust is shown, and a cash-out is pinned', async ({
  page,
}) => {
  // Rounds run for as long as their point: wait for a few.
  test.setTimeout(300_000);
  await page.setViewportSize(SIZES[0]);
  const player = await fundedPlayer(page, '/casino/game/crash', 'gk');
  const curve = page.getByTestId('crash-curve');
  await expect(curve).toHaveAttribute('data-y-ticks', /×/, { timeout: 20_000 });

  // A bet that cashes out at once, placed now or on the next round.
  await page.getByTestId('bet-amount').fill('0.1');
  await page.getByTestId('crash-auto-cashout').fill('1.01');
  let isCashed = false;
  for (let attempt = 0; attempt < 4 && !isCashed; attempt++) {
    const betNow = page.getByTestId('bet-button');
    const betNext = page.getByTestId('crash-bet-next');
    await expect(betNow.or(betNext)).toBeVisible({ timeout: 60_000 });
    await ((await betNow.isVisible()) ? betNow : betNext).click();
    const result = page.getByTestId('crash-my-result');
    await expect(result).toBeVisible({ timeout: 120_000 });
    isCashed = (await result.getAttribute('data-result')) === 'cashed';
  }
  expect(isCashed).toBe(true);
  const marker = page.locator(
    `[data-testid="crash-marker"][data-name="${player.username}"] > span`,
  );
  await expect(marker.first()).toBeVisible();
  await expect(marker.last()).toContainText('1.01×');

  await shoot(page, 'crash-cashout');

  // At each size: the axes grow past the 2× and 8 s they start with once a round runs long
  // enough; then the bust turns the curve red with "Crashed @ x.xx×".
  const value = page.getByTestId('crash-multiplier');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Both at once: the y axis can pass 2× a moment before the x axis passes 8 s, and a round
    // that busts in between leaves the next one to show it.
    await expect
      .poll(
        async () => (await topTick(page, 'yTicks')) > 2 && (await topTick(page, 'xTicks')) > 8,
        { timeout: 180_000, intervals: [200] },
      )
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}crash-running-${size.width}.png` });
    await expect(value).toHaveText(/^Crashed @ \d+\.\d{2}×$/, { timeout: 120_000 });
    await expect(value).toHaveAttribute('data-phase', 'crashed');
    await page.screenshot({ path: `${SHOTS}crash-busted-${size.width}.png` });
  }
  // The next round starts again from the small axes.
  await expect.poll(() => topTick(page, 'yTicks'), { timeout: 30_000 }).toBe(2);
});

test('the sound switch starts muted, is remembered, and never breaks the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await fundedPlayer(page, '/casino/game/mines', 'gs');
  const toggle = page.getByTestId('sound-toggle');
  await expect(toggle).toHaveAttribute('data-muted', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-muted', 'false');
  // A bet with sound on plays its effect without an error.
  await page.getByTestId('bet-amount').fill('0');
  await page.getByTestId('mines-start').click();
  await expect(page.getByTestId('mines-cash-out')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('data-muted', 'false', {
    timeout: 20_000,
  });
  await page.goto('/casino/game/crash');
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('data-muted', 'false', {
    timeout: 20_000,
  });
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('data-muted', 'true');
  await page.getByTestId('sound-toggle').screenshot({ path: `${SHOTS}sound-toggle.png` });
  expect(errors).toEqual([]);
});
