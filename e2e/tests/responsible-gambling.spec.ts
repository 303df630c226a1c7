import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { emailedLink } from './support/accounts';
import { createPlayer, fund, placeDiceBet, signInAs, viewportOf } from './support/shell';

/**
 * Issue 25 item 5 (ADR 050): a player sets a daily loss limit in /settings, loses up to it with
 * dice bets while a slot is open, and is refused the slot's next stake (the page names the limit)
 * and the next dice bet with the limit's message; a self-excluded player cannot bet or deposit
 * but can still open Withdraw and withdraw.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/responsible-gambling/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const TON_RECIPIENT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

test.use({ viewport: viewportOf(1440) });

test('a loss limit stops the bet that reaches it; a self-excluded player can only withdraw', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer(page, 'rg');
  const auth = { authorization: `Bearer ${player.accessToken}` };
  const link = await emailedLink(page.request, `${player.username}@example.com`, 'verify_email');
  const token = new URL(link, 'http://x').searchParams.get('verify_email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(
    200,
  );
  await fund(player.username, '200');
  await placeDiceBet(page, player, '70'); // the $69 wagering requirement of a withdrawal

  await test.step('set a daily loss limit of $3 in /settings', async () => {
    await signInAs(page, player, '/settings');
    const card = page.getByTestId('responsible-gambling-card');
    await expect(card.getByTestId('rg-limits-empty')).toBeVisible();
    await card.getByTestId('rg-limit-kind').selectOption('loss');
    await card.getByTestId('rg-limit-period').selectOption('day');
    await card.getByTestId('rg-limit-amount').fill('3');
    await card.getByTestId('rg-limit-save').click();
    await expect(card.getByTestId('rg-limit-loss-day')).toContainText('Daily loss limit: $3');
    await card.screenshot({ path: `${SHOTS}/settings-1440.png` });
    await page.setViewportSize(viewportOf(390));
    await expect(card.getByTestId('rg-limit-loss-day')).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/settings-390.png` });
    await page.setViewportSize(viewportOf(1440));
  });

  await test.step('a slot opened before the limit is reached stops with the limit’s notice', async () => {
    await page.goto('/casino/game/Book-of-Degen');
    const game = page.frameLocator('[data-testid="provider-game-frame"]');
    await expect(game.locator('#spin')).toBeVisible({ timeout: 15_000 });
    // Over 99.99 wins once in 10,000 rolls: three $1 losses reach the $3 limit.
    for (let i = 0; i < 3; i += 1) await placeDiceBet(page, player, '1', 99.99);
    // The game only hears that no more stakes are taken; the page says which limit it is.
    await game.locator('#spin').click();
    const notice = page.getByTestId('provider-limit-notice');
    await expect(notice).toContainText('You have reached your daily loss limit.');
    await expect(notice.getByTestId('provider-limit-settings')).toHaveAttribute(
      'href',
      '/settings',
    );
    await page.screenshot({ path: `${SHOTS}/slot-limit-1440.png` });
    await page.setViewportSize(viewportOf(390));
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/slot-limit-390.png` });
    await page.setViewportSize(viewportOf(1440));
  });

  await test.step('the dice bet is refused with the limit’s message', async () => {
    await page.goto('/casino/game/dice');
    await page.getByTestId('bet-amount').fill('1');
    await page.getByTestId('bet-button').click();
    await expect(
      page.locator('[data-sonner-toast]').filter({
        hasText: 'You have reached your daily loss limit.',
      }),
    ).toBeVisible();
  });

  await test.step('self-exclude for 6 months after a dialog that says what it blocks', async () => {
    await page.goto('/settings');
    const card = page.getByTestId('responsible-gambling-card');
    await card.getByTestId('rg-self-exclusion-duration').selectOption('6m');
    await card.getByTestId('rg-self-exclude').click();
    const dialog = page.getByTestId('rg-exclusion-confirm');
    await expect(dialog).toContainText('make deposits');
    await expect(dialog).toContainText('This cannot be undone or shortened before it ends.');
    await page.screenshot({ path: `${SHOTS}/confirm-1440.png` });
    await dialog.getByTestId('rg-exclusion-confirm-button').click();
    await expect(card.getByTestId('rg-exclusion-active')).toContainText(
      'Your account is self-excluded until',
    );
    await page.setViewportSize(viewportOf(390));
    await card.screenshot({ path: `${SHOTS}/settings-excluded-390.png` });
    await page.setViewportSize(viewportOf(1440));
  });

  await test.step('no bet and no deposit address', async () => {
    const bet = await page.request.post('/api/games/dice/bet', {
      data: { amount: '1', target: 50.5, condition: 'over' },
      headers: auth,
    });
    expect(bet.status()).toBe(403);
    expect(((await bet.json()) as { error: { message: string } }).error.message).toMatch(
      /^Your account is self-excluded until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    await page.goto('/deposit?currency=ton');
    await expect(page.getByTestId('deposit-refused')).toContainText(
      'Your account is self-excluded until',
    );
  });

  await test.step('but Withdraw opens and the withdrawal goes through', async () => {
    await page.goto('/withdraw?currency=ton');
    await expect(page.getByTestId('withdraw-modal')).toBeVisible();
    await page.getByTestId('withdraw-address').fill(TON_RECIPIENT);
    await page.getByTestId('withdraw-crypto').fill('10');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-modal')).toBeHidden();
    const mine = await page.request.get('/api/payments/withdrawals', { headers: auth });
    const { withdrawals } = (await mine.json()) as { withdrawals: { network: string }[] };
    expect(withdrawals[0]?.network).toBe('ton');
  });
});
