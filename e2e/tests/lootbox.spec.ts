import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { admin, createPlayer, signInAs, viewportOf } from './support/shell';

/**
 * Issue 17 item 2: the lootbox end to end. The operator creates a promo code; a player opens its
 * box from the "Redeem a code" card on /rewards, sees the prize (the free-spins popup for spins,
 * the Gold row of the rewards dropdown for Gold), and the button stays disabled for that code;
 * an unknown code is the spec's toast; `?lootbox=CODE` opens the modal with the code filled in.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/lootbox/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.use({ viewport: viewportOf(1440) });

test('a player opens a lootbox with a code from /rewards, once', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const linked = `LINK-${stamp}`;
  expect(await admin('lootbox', 'create', code)).toContain(`created ${code}\tactive`);
  await admin('lootbox', 'create', linked);
  const player = await createPlayer(page, 'lbx');
  await signInAs(page, player, '/rewards');
  const modal = page.getByTestId('lootbox-modal');
  const openButton = modal.getByTestId('lootbox-open');

  await test.step('an unknown code: the spec toast, the modal stays', async () => {
    await page.getByTestId('rewards-redeem-open').click();
    await expect(modal).toBeVisible();
    await modal.getByTestId('lootbox-code').fill('NO-SUCH-CODE');
    await openButton.click();
    await expect(toast(page, 'Failed to activate promo code')).toBeVisible();
    await expect(openButton).toBeEnabled();
  });

  await test.step('the code opens one box: the prize shows, the button is disabled', async () => {
    await modal.getByTestId('lootbox-code').fill(code.toLowerCase());
    await openButton.click();
    await expect(modal.getByTestId('lootbox-opening')).toBeVisible();
    await expect(modal.getByTestId('lootbox-prize')).toBeVisible({ timeout: 10_000 });
    await expect(openButton).toBeDisabled();
    await expect(openButton).toHaveText('Opened');
    await expect(modal.getByTestId('lootbox-already')).toBeVisible();
    const title = (await modal.getByTestId('lootbox-prize-title').textContent()) ?? '';
    if (title.includes('Free Spins')) {
      const popup = page.getByTestId('free-spins-modal');
      await expect(popup).toContainText('$0.20');
      // Issue 20 (ADR 033): the popup picks the slot the spins are played on.
      await expect(popup.getByTestId('lootbox-free-spins-play')).toBeVisible({ timeout: 10_000 });
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect(popup).toBeHidden();
    }
    await page.screenshot({ path: `${SHOTS}lootbox-prize-1440.png` });
    await modal.getByTestId('lootbox-modal-close').click();
    await expect(modal).toBeHidden();

    if (title.includes('Gold')) {
      // The Gold row of the rewards dropdown shows the prize without a reload.
      const gold = title.replace(/[^0-9]/g, '');
      await page.getByTestId('rewards-menu-trigger').click();
      await expect(page.getByTestId('rewards-menu-gold')).toContainText(
        Number(gold).toLocaleString('en-US'),
      );
      await page.keyboard.press('Escape');
    }
  });

  await test.step('reopened, the same code cannot be opened again', async () => {
    await page.getByTestId('rewards-redeem-open').click();
    await modal.getByTestId('lootbox-code').fill(code);
    await expect(openButton).toBeDisabled();
    await modal.getByTestId('lootbox-modal-close').click();
  });

  await test.step('?lootbox=CODE opens the modal with the code filled in', async () => {
    await page.goto(`/rewards?lootbox=${linked}`);
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByTestId('lootbox-code')).toHaveValue(linked);
    await expect(openButton).toBeEnabled();
    await expect(page).not.toHaveURL(/lootbox=/);
  });
});
