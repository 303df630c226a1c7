import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, signInAs, viewportOf } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The console's Rewards section (issue 22; ADR 045): a finance staff member reads the rates,
 * gifts one player from the Gifts tab (previewed, confirmed) and the player sees it arrive live
 * (the notification toast, the dot on the rewards button, the gift in the Gifts sidebar), then
 * creates a lootbox code. Screenshots of each tab at 1440 and 800 px.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/console-rewards/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  for (const width of [1440, 800] as const) {
    await page.setViewportSize(viewportOf(width));
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewportOf(1440));
}

test('finance gifts a player from the console and the player sees it arrive', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewportOf(1440));

  const player = await createPlayer(page, 'rwg');
  const playerContext = await browser.newContext({ viewport: viewportOf(1440) });
  const playerPage = await playerContext.newPage();
  await signInAs(playerPage, player);

  const { accessToken } = await staffWithTotp(page, 'rwf', 'finance');
  await withToken(page, accessToken);

  await test.step('the rates tab explains each rate with its current value', async () => {
    await page.goto('/admin/rewards');
    await expect(page.getByTestId('rewards-rate-rakebackBps')).toHaveText('5 %');
    await expect(page.getByTestId('rewards-levels')).toBeVisible();
    await shoot(page, 'rates');
  });

  await test.step('gift the player: preview, confirm, listed', async () => {
    await page.getByTestId('console-rewards-tab-gifts').click();
    await page.getByTestId('rewards-gift-username').fill(player.username);
    await expect(page.getByTestId('rewards-gift-preview')).toContainText('1');
    await page.getByTestId('rewards-gift-amount').fill('3');
    await page.getByTestId('rewards-gift-message').fill('Welcome back from the team');
    await page.getByTestId('rewards-gift-review').click();
    const confirm = page.getByTestId('rewards-gift-confirm');
    await expect(confirm).toContainText('$3.00');
    await confirm.getByTestId('rewards-gift-confirm-send').dblclick();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('rewards-gift-sent')).toBeVisible();
    await expect(page.getByTestId('rewards-gift-sends-table')).toContainText(player.username);
    await shoot(page, 'gifts');
  });

  await test.step('the player sees the gift arrive', async () => {
    await expect(toast(playerPage, 'You received a gift')).toBeVisible({ timeout: 15_000 });
    await expect(playerPage.getByTestId('rewards-gift-dot')).toBeVisible();
    await playerPage.getByTestId('rewards-menu-trigger').click();
    await expect(playerPage.getByTestId('rewards-menu-gift-count')).toHaveText('1');
    await playerPage.getByTestId('rewards-menu-gifts').click();
    const gift = playerPage.getByTestId('gifts-panel').getByTestId('gift-card');
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText('Welcome back from the team');
    await expect(gift).toContainText('$3.00');
    await playerContext.close();
  });

  await test.step('create a lootbox code', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('console-rewards-tab-codes').click();
    await page.getByTestId('rewards-code-new').click();
    await page.getByTestId('rewards-code-code').fill(code);
    await page.getByTestId('rewards-code-save').click();
    await expect(page.getByTestId('rewards-code-editor')).toBeHidden();
    await expect(page.getByTestId('rewards-codes-table')).toContainText(code);
    await shoot(page, 'codes');
  });
});
