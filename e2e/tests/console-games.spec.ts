import { expect, test } from '@playwright/test';
import { staffWithTotp, withToken } from './support/console';
import { createPlayer, signInAs } from './support/shell';

/**
 * The console's Games section (issue 22, ADR 044): an admin closes Dice, a player's Dice page
 * then shows "temporarily unavailable" instead of the bet form, and reopening brings it back.
 */

const OPEN_DICE = { enabled: true, minBet: '0', maxBet: null, maxProfit: null, reason: 'e2e' };

test('an admin closes Dice in the console; the player sees it unavailable until it reopens', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { accessToken } = await staffWithTotp(page, 'gm');
  const staffAuth = { authorization: `Bearer ${accessToken}` };
  await withToken(page, accessToken);
  try {
    await page.goto('/admin/games');
    const state = page.getByTestId('console-game-state-dice');
    await expect(state).toHaveText('Open');
    await expect(page.getByTestId('console-games-table')).toContainText('Tengu Towers');
    await expect(page.getByTestId('console-crash-chain')).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('console-game-toggle-dice').click();
    await expect(state).toHaveText('Closed');
    await page.screenshot({ path: testInfo.outputPath('console-games-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('console-games-800.png'), fullPage: true });

    // The player's Dice page: the notice in place of the bet form.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const playerPage = await context.newPage();
    const player = await createPlayer(playerPage, 'gp');
    await signInAs(playerPage, player, '/casino/game/dice');
    await expect(playerPage.getByTestId('game-unavailable')).toContainText(
      'Temporarily unavailable',
    );
    await expect(playerPage.getByTestId('bet-button')).toHaveCount(0);
    await playerPage.screenshot({ path: testInfo.outputPath('dice-unavailable-1440.png') });
    await playerPage.setViewportSize({ width: 390, height: 844 });
    await playerPage.screenshot({ path: testInfo.outputPath('dice-unavailable-390.png') });

    // Reopened in the console: the bet form is back.
    await page.getByTestId('console-game-toggle-dice').click();
    await expect(state).toHaveText('Open');
    await playerPage.reload();
    await expect(playerPage.getByTestId('bet-button')).toBeVisible({ timeout: 20_000 });
    await expect(playerPage.getByTestId('game-unavailable')).toHaveCount(0);
    await context.close();
  } finally {
    // Other specs bet on Dice: never leave it closed.
    await page.request.put('/api/admin/games/dice', { headers: staffAuth, data: OPEN_DICE });
  }
});
