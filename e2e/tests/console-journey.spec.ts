import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { signInAs, viewportOf } from './support/shell';
import { playerWithPendingWithdrawal, staffWithTotp, withToken } from './support/console';

/**
 * The operator console's journey (issue 22, "Done when"): a staff member signs in with TOTP,
 * finds a player, credits them with a reason while the player watches their balance move live,
 * approves the player's pending withdrawal, mutes them in chat (their next message is refused),
 * posts a banner the player sees, and reads all four actions in the audit log filtered to them.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/console-journey/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

/** The dollars a balance element shows ("$1,234.56" → 1234.56). */
async function dollars(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/[^0-9.]/g, ''));
}

test('staff credit, approve, mute and post a banner, then read all four in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(1440));
  // The player wagered $100 (enough to chat), said something, and asked for a withdrawal.
  const { player, username, auth, withdrawalId } = await playerWithPendingWithdrawal(page, '100');
  const said = await page.request.post('/api/chat/messages', {
    headers: auth,
    data: { room: 'en', message: 'anyone up for a coinflip duel?' },
  });
  expect(said.status()).toBe(200);

  const playerContext = await browser.newContext({ viewport: viewportOf(1440) });
  const playerPage = await playerContext.newPage();
  await signInAs(playerPage, player);
  const balance = playerPage.getByTestId('header-balance');
  await expect(balance).toHaveText(/\d/);
  const before = await dollars(balance);

  const { operator, accessToken } = await staffWithTotp(page, 'jr');
  await withToken(page, accessToken);

  await test.step('find the player and credit them; their balance moves live', async () => {
    await page.goto('/admin/players');
    await page.getByTestId('console-player-search').fill(username);
    await page.getByTestId('console-player-search-submit').click();
    await page.getByTestId('console-player-link').filter({ hasText: username }).click();
    await expect(page.getByTestId('console-player-name')).toHaveText(username);
    await page.getByTestId('console-action-credit').click();
    await page.getByTestId('console-action-amount').fill('12.5');
    await page.getByTestId('console-action-reason').fill('journey goodwill credit');
    await page.getByTestId('console-action-submit').click();
    await expect(page.getByTestId('console-action-dialog')).toBeHidden();
    await expect(page.getByTestId('console-ledger')).toContainText('+12.5');
    // The player's header, open all along, shows the credit without a reload.
    await expect.poll(() => dollars(balance)).toBeCloseTo(before + 12.5, 2);
  });

  await test.step('approve the pending withdrawal with its risk hints', async () => {
    await page.getByTestId('console-nav-withdrawals').click();
    const approve = page.getByTestId(`withdrawal-approve-${withdrawalId}`);
    const row = page.getByTestId('withdrawals-table').locator('tr').filter({ has: approve });
    await expect(row).toContainText(username);
    await expect(row.getByTestId('risk-new-account')).toHaveAttribute('data-on', 'true');
    await approve.click();
    await expect(page.getByTestId('withdrawal-review-dialog')).toContainText(username);
    await page.getByTestId('withdrawal-review-reason').fill('journey: KYC checked');
    await page.getByTestId('withdrawal-review-submit').click();
    await expect(page.getByTestId('withdrawal-review-dialog')).toBeHidden();
    await expect(approve).toBeHidden();
    await expect
      .poll(async () => {
        const mine = await page.request.get('/api/payments/withdrawals', { headers: auth });
        const body = (await mine.json()) as { withdrawals: { id: string; status: string }[] };
        return body.withdrawals.find((w) => w.id === withdrawalId)?.status;
      })
      .toMatch(/^(PROCESSING|COMPLETED)$/);
  });

  await test.step('mute the player from the live chat view; their next message is refused', async () => {
    await page.getByTestId('console-nav-chat').click();
    const message = page
      .getByTestId('console-chat-message')
      .filter({ hasText: 'anyone up for a coinflip duel?' });
    await expect(message).toBeVisible({ timeout: 15_000 });
    await message.getByTestId('console-chat-mute').click();
    await page.getByTestId('console-mute-minutes').selectOption('60');
    await page.getByTestId('console-moderation-reason').fill('journey spam');
    await page.getByTestId('console-moderation-submit').click();
    await expect(page.getByTestId('console-moderation-dialog')).toBeHidden();
    await expect(message.getByTestId('console-chat-muted')).toBeVisible();
    await expect(page.getByTestId('console-chat-log-table')).toContainText(username);
    await page.screenshot({ path: `${SHOTS}console-chat-1440.png`, fullPage: true });

    await playerPage.getByTestId('chat-toggle').click();
    await playerPage.getByTestId('chat-input').fill('am I muted?');
    await playerPage.getByTestId('chat-input').press('Enter');
    await expect(
      playerPage.locator('[data-sonner-toast]').filter({ hasText: 'You have been muted' }),
    ).toBeVisible();
  });

  const bannerText = `Journey reload bonus ${Date.now().toString(36)}`;
  await test.step('post a banner the player sees on the home page', async () => {
    await page.getByTestId('console-nav-content').click();
    await page.getByTestId('console-banner-add').click();
    await page.getByTestId('console-banner-text-en').fill(bannerText);
    await page.getByTestId('console-banner-link').fill('/rewards');
    await page.getByTestId('console-banner-save').click();
    await expect(page.getByTestId('console-banner-editor')).toBeHidden();
    await expect(page.getByTestId('console-banners-table')).toContainText(bannerText);
    await playerPage.reload();
    await expect(playerPage.getByTestId('home-banners')).toContainText(bannerText);
    await playerPage.screenshot({ path: `${SHOTS}player-home-banner-1440.png` });
  });

  await test.step('the audit log, filtered to this operator, names all four actions', async () => {
    await page.getByTestId('console-nav-audit').click();
    await page.getByTestId('console-audit-actor').fill(operator.username);
    const rows = page.getByTestId('console-audit-table').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'balance_credit' })).toContainText(
      'journey goodwill credit',
    );
    await expect(rows.filter({ hasText: 'withdrawal_approve' })).toContainText(
      'journey: KYC checked',
    );
    await expect(rows.filter({ hasText: 'chat_mute' })).toContainText('journey spam');
    await expect(rows.filter({ hasText: 'banner.add' })).toContainText(bannerText);
    await page.screenshot({ path: `${SHOTS}console-audit-1440.png`, fullPage: true });
  });
  await playerContext.close();
});
