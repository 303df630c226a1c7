import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, placeDiceBet, signInAs, viewportOf } from './support/shell';

/**
 * Issue 17 item 1: quests and Gold end to end. A new player opens /dashboard and bets on dice
 * elsewhere (another tab, through the API); the "First steps" quest fills up and turns ready to
 * claim live (the server's outbox loop delivers the bets), without a reload. An unfinished quest's
 * claim shows its ticks and crosses; "First steps" pays 100 Gold, which shows on the dashboard and
 * in the rewards dropdown's Gold row at once, and in the Gold history. Screenshots of the
 * dashboard and both modals at 1440 and 390 px.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/quests/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

const card = (page: Page, title: string) =>
  page.getByTestId('quest-card').and(page.locator(`[data-quest="${title}"]`));

test.use({ viewport: viewportOf(1440) });

test('a new player completes a quest by betting on dice and claims its Gold', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await createPlayer(page, 'qst');
  await fund(player.username, '50');
  await signInAs(page, player, '/dashboard');
  const first = card(page, 'First steps');

  await test.step('the dashboard: no Gold yet, the quests in progress', async () => {
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('dashboard-gold-balance')).toHaveText('0');
    await expect(first.getByTestId('quest-status')).toHaveText('In progress');
    await expect(page.getByTestId('dashboard-raffle-link')).toHaveAttribute('href', '/raffle');
  });

  await test.step('four dice bets fill "First steps" live, no reload', async () => {
    for (let i = 0; i < 4; i++) await placeDiceBet(page, player, '2.5');
    await expect(first.getByTestId('quest-status')).toHaveText('Ready to claim', {
      timeout: 10_000,
    });
    await expect(first.getByTestId('quest-card-tasks')).toHaveText('1 of 1 tasks done');
  });

  await test.step('an unfinished quest: claiming shows a cross, nothing paid', async () => {
    await card(page, 'Dice roller').click();
    const modal = page.getByTestId('quest-detail');
    await expect(modal.getByTestId('quest-task-progress')).toHaveText('$10.00 / $25.00');
    await modal.getByTestId('quest-claim').click();
    await expect(toast(page, 'Complete every task to claim this quest')).toBeVisible();
    await expect(modal.getByTestId('quest-task-cross')).toBeVisible();
    await expect(page.getByTestId('dashboard-gold-balance')).toHaveText('0');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('claim "First steps": 100 Gold on the dashboard and in the dropdown', async () => {
    await first.click();
    const modal = page.getByTestId('quest-detail');
    await expect(modal.getByTestId('quest-task-progress')).toHaveText('$10.00 / $10.00');
    await page.screenshot({ path: `${SHOTS}quest-detail-1440.png` });
    await modal.getByTestId('quest-claim').click();
    await expect(toast(page, 'Quest completed! +100 Gold')).toBeVisible();
    await expect(modal.getByTestId('quest-claim')).toHaveText('Claimed');
    await expect(modal.getByTestId('quest-claim')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('dashboard-gold-balance')).toHaveText('100');
    await expect(first.getByTestId('quest-status')).toHaveText('Completed');
    await page.getByTestId('rewards-menu-trigger').click();
    await expect(page.getByTestId('rewards-menu-gold')).toContainText('100.00');
    await page.keyboard.press('Escape');
  });

  await test.step('a second claim: Quest Already Completed, still 100 Gold', async () => {
    const res = await page.request.post(
      `/api/quests/${(await first.getAttribute('data-quest-id')) ?? ''}/claim`,
      { headers: { authorization: `Bearer ${player.accessToken}` } },
    );
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Quest Already Completed',
    );
  });

  await test.step('the Gold history lists the claim', async () => {
    await page.getByTestId('dashboard-gold-history').click();
    const item = page.getByTestId('gold-history-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('First steps');
    await expect(item).toContainText('+100');
    await expect(item).toContainText('×1');
    await page.screenshot({ path: `${SHOTS}gold-history-1440.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}dashboard-1440.png`, fullPage: true });
  });

  await test.step('390 px: the dashboard and both modals fit', async () => {
    await page.setViewportSize(viewportOf(390));
    // As a phone opens it (a desktop window is not dragged down to 390 px mid-session).
    await page.reload();
    await expect(page.getByTestId('dashboard-gold-balance')).toHaveText('100');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}dashboard-390.png`, fullPage: true });
    await card(page, 'All-rounder').click();
    await expect(page.getByTestId('quest-detail')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}quest-detail-390.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('dashboard-gold-history').click();
    await expect(page.getByTestId('gold-history-item')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}gold-history-390.png` });
  });
});
