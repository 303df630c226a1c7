import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, openApp, signInAs, viewportOf } from './support/shell';

/**
 * Game search over the whole catalogue and multiplay (issue 20; spec document 2 sections 4, 5
 * and 9; document 1 section 2, Routes): a player finds a slot, turns Multiplay on, is refused a
 * house game and a fifth game, plays two slots side by side for real money while the header says
 * 'In Play', and an address naming a house game says why it cannot be played.
 */

const SHOTS = 'e2e/artifacts/multiplay';

async function catalogueImported(page: Page) {
  await expect(async () => {
    const res = await page.request.get('/api/games/search?provider=tengu-studio');
    expect(((await res.json()) as { total: number }).total).toBe(5);
  }).toPass({ timeout: 30_000 });
}

test('a player picks two slots in the search and plays them side by side', async ({ page }) => {
  test.setTimeout(120_000);
  await catalogueImported(page);
  const player = await createPlayer(page, 'mp');
  await fund(player.username, '20');
  await page.setViewportSize(viewportOf(1440));
  await signInAs(page, player, '/');

  const modal = page.getByTestId('game-search-modal');
  const toast = page.locator('[data-sonner-toast]');

  await test.step('the search finds a provider slot with its provider, after a second', async () => {
    await page.getByTestId('sidebar-search').click();
    await expect(modal).toBeVisible();
    await modal.getByTestId('game-search-input').fill('koi-fort');
    await expect(modal.getByTestId('game-search-pending')).toBeVisible();
    const koi = modal.getByTestId('search-result-Koi-Fortune');
    await expect(koi).toBeVisible({ timeout: 5_000 });
    await expect(koi).toContainText('Tengu Studio');
    await expect(koi).toHaveAttribute('href', '/casino/game/Koi-Fortune');
    // Empty text lists everything: the originals first, then the studio's games.
    await modal.getByTestId('game-search-input').fill('');
    const results = modal.locator('[data-testid^="search-result-"]');
    await expect(results).toHaveCount(17, { timeout: 5_000 });
    await expect(results.first()).toContainText('Tengu Originals');
    await page.screenshot({ path: `${SHOTS}/search-1440.png` });
  });

  await test.step('Multiplay makes the results selectable, refuses house games and a fifth', async () => {
    await modal.getByTestId('multiplay-toggle').click();
    await expect(modal.getByTestId('multiplay-toggle')).toHaveAttribute('aria-checked', 'true');
    await expect(modal.getByTestId('game-search-results').getByRole('link')).toHaveCount(0);
    const count = modal.getByTestId('multiplay-count');
    await expect(count).toHaveText('0/4');
    for (const slug of ['Koi-Fortune', 'Sakura-Tumble', 'Golden-Tengu', 'Book-of-Degen']) {
      await modal.getByTestId(`search-result-${slug}`).click();
    }
    await expect(count).toHaveText('4/4');
    await modal.getByTestId('search-result-plinko').click();
    await expect(toast).toContainText("You can't multiplay house games");
    await expect(toast).toContainText('Choose a slot!');
    await modal.getByTestId('search-result-Shrine-Roulette').click();
    await expect(toast.filter({ hasText: 'Maximum selection reached' })).toContainText(
      'You can select up to 4 games',
    );
    await expect(count).toHaveText('4/4');
    await expect(modal.getByTestId('search-result-Shrine-Roulette')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.screenshot({ path: `${SHOTS}/search-multiplay-1440.png` });

    // Toggling clears the selection (spec document 2 section 4).
    await modal.getByTestId('multiplay-toggle').click();
    await expect(modal.getByTestId('multiplay-bar')).toHaveCount(0);
    await modal.getByTestId('multiplay-toggle').click();
    await expect(count).toHaveText('0/4');
    await expect(modal.getByTestId('multiplay-play')).toBeDisabled();
    await modal.getByTestId('search-result-Koi-Fortune').click();
    await modal.getByTestId('search-result-Book-of-Degen').click();
    await expect(count).toHaveText('2/4');
  });

  await test.step('Play opens both slots side by side, for real money, header In Play', async () => {
    await modal.getByTestId('multiplay-play').click();
    await expect(page).toHaveURL(/\/casino\/game\/Koi-Fortune&&Book-of-Degen&&$/);
    await expect(modal).toBeHidden();
    const frames = page.getByTestId('provider-game-frame');
    await expect(frames).toHaveCount(2, { timeout: 15_000 });
    expect(await frames.nth(0).getAttribute('src')).toMatch(
      /game_code=koi-fortune.*mode=real.*token=/,
    );
    expect(await frames.nth(1).getAttribute('src')).toMatch(
      /game_code=book-of-degen.*mode=real.*token=/,
    );
    await expect(page.getByTestId('header-balance')).toHaveText('In Play');
    const cells = page.getByTestId('multiplay-cell');
    await expect(cells.nth(0)).toContainText('Koi Fortune');
    await expect(cells.nth(1)).toContainText('Book of Degen');
    const [left, right] = [await frames.nth(0).boundingBox(), await frames.nth(1).boundingBox()];
    expect(left && right).toBeTruthy();
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
    // Both frames hold the player's real balance from the seamless wallet.
    for (const index of [0, 1]) {
      const game = page.frameLocator('[data-testid="provider-game-frame"]').nth(index);
      await expect(game.locator('#balance')).toHaveText('$20.00', { timeout: 15_000 });
    }
    await page.screenshot({ path: `${SHOTS}/multiplay-1440.png` });

    await page.setViewportSize(viewportOf(390));
    const [top, bottom] = [await frames.nth(0).boundingBox(), await frames.nth(1).boundingBox()];
    expect(bottom!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
    await page.screenshot({ path: `${SHOTS}/multiplay-390.png`, fullPage: true });
  });

  await test.step('Add a game reopens the search with the two picked; a third makes a 2×2 grid', async () => {
    await page.setViewportSize(viewportOf(1440));
    await page.getByTestId('multiplay-add').click();
    await expect(modal.getByTestId('multiplay-count')).toHaveText('2/4');
    await expect(modal.getByTestId('search-result-Koi-Fortune')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await modal.getByTestId('search-result-Sakura-Tumble').click();
    await modal.getByTestId('multiplay-play').click();
    await expect(page).toHaveURL(/\/casino\/game\/Koi-Fortune&&Book-of-Degen&&Sakura-Tumble&&$/);
    const frames = page.getByTestId('provider-game-frame');
    await expect(frames).toHaveCount(3, { timeout: 15_000 });
    const cells = page.getByTestId('multiplay-cell');
    const [first, third] = [await cells.nth(0).boundingBox(), await cells.nth(2).boundingBox()];
    expect(Math.abs(first!.x - third!.x)).toBeLessThan(2);
    expect(third!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    await expect(page.getByTestId('header-balance')).toHaveText('In Play');
    await page.screenshot({ path: `${SHOTS}/multiplay3-1440.png` });
  });

  await test.step("closing games takes them out of the address, down to one game's page", async () => {
    await page.getByTestId('multiplay-cell').nth(0).getByTestId('multiplay-close').click();
    await expect(page).toHaveURL(/\/casino\/game\/Book-of-Degen&&Sakura-Tumble&&$/);
    await expect(page.getByTestId('provider-game-frame')).toHaveCount(2);
    await page.getByTestId('multiplay-cell').nth(1).getByTestId('multiplay-close').click();
    await expect(page).toHaveURL(/\/casino\/game\/Book-of-Degen$/);
    await expect(page.getByTestId('provider-game-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('provider-game-frame')).toHaveCount(1);
  });

  await test.step('a house game in a multiplay address is refused plainly', async () => {
    await openApp(page, '/casino/game/Koi-Fortune&&plinko&&');
    const notice = page.getByTestId('multiplay-house-games');
    await expect(notice).toContainText("You can't multiplay house games");
    await expect(notice).toContainText('Choose a slot!');
    await expect(page.getByTestId('provider-game-frame')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).not.toHaveText('In Play');
  });

  await test.step('the search modal at 390 px', async () => {
    await page.keyboard.press('Control+f');
    await expect(modal).toBeVisible();
    await modal.getByTestId('search-chip-book-of-degen').click();
    await expect(modal.getByTestId('search-result-Book-of-Degen')).toBeVisible();
    await modal.getByTestId('multiplay-toggle').click();
    await modal.getByTestId('search-result-Book-of-Degen').click();
    await expect(modal.getByTestId('multiplay-count')).toHaveText('1/4');
    await page.screenshot({ path: `${SHOTS}/search-390.png` });
  });
});
