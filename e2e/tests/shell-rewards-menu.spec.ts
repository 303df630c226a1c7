import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, signInAs, viewportOf, WIDTHS } from './support/shell';

/**
 * Issues 8 and 16: the header's rewards gift dropdown (spec document 1 section 2, Header and
 * Rewards dropdown) at every width: every row of the spec with its live value, nothing 'Soon';
 * Gold and raffle tickets lead to their pages, 'Go to Rewards' to /rewards; F1 opens it.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/shell/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const ROWS = [
  'gold',
  'raffleTickets',
  'rakeback',
  'dailyDollars',
  'weeklyBonus',
  'monthlyBonus',
  'rakebackBoost',
];

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('the rewards gift dropdown lists the rewards and leads to them', async ({ page }) => {
      const player = await createPlayer(page, 'rw');
      await signInAs(page, player);
      // At every width, phones included (issue 14).
      const trigger = page.getByTestId('rewards-menu-trigger');
      await trigger.click();
      const menu = page.getByTestId('rewards-menu');
      await expect(menu).toBeVisible();
      for (const row of ROWS) await expect(menu.getByTestId(`rewards-menu-${row}`)).toBeVisible();
      await expect(menu.getByTestId('rewards-menu-gold')).toContainText('Gold balance');
      await expect(menu.getByTestId('rewards-menu-rakeback')).toContainText('$0.00');
      await expect(menu.getByTestId('rewards-dd-locked')).toHaveText('Unlock at VIP 1');
      await expect(menu.getByTestId('rewards-weekly-locked')).toHaveText('Unlocks Friday');
      await expect(menu.getByTestId('rewards-boost-slots').locator('[data-state]')).toHaveCount(3);
      await expect(menu).not.toContainText('Soon');
      await page.screenshot({ path: `${SHOTS}rewards-menu-${width}.png` });

      await menu.getByTestId('rewards-menu-raffleTickets').click();
      await expect(page).toHaveURL(/\/raffle$/);
      await expect(page.getByTestId('raffle-page')).toBeVisible();

      await trigger.click();
      await page.getByTestId('rewards-menu-go').click();
      await expect(page).toHaveURL(/\/rewards$/);
      await expect(menu).toBeHidden();
      await expect(page.getByTestId('rewards-page')).toBeVisible();

      if (width === 1440) {
        await page.keyboard.press('F1');
        await expect(menu).toBeVisible();
      }
    });
  });
}
