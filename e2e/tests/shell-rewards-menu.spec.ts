import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, signInAs, viewportOf, WIDTHS } from './support/shell';

/**
 * Issue 8: the header's rewards gift dropdown (spec document 1 section 2, Header and Rewards
 * dropdown) — every row of the spec leads to its page; 'Go to Rewards' to /rewards. On phones
 * the header has no room for it (the user menu's Rewards button serves there).
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
      await page.screenshot({ path: `${SHOTS}rewards-menu-${width}.png` });

      await menu.getByTestId('rewards-menu-raffleTickets').click();
      await expect(page).toHaveURL(/\/raffle$/);
      await expect(page.getByTestId('coming-soon-page')).toBeVisible();

      await trigger.click();
      await page.getByTestId('rewards-menu-go').click();
      await expect(page).toHaveURL(/\/rewards$/);
      await expect(menu).toBeHidden();
    });
  });
}
