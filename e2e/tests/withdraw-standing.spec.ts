import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, signInAs, viewportOf, type Player } from './support/shell';

/**
 * Issue 14 items 4, 9 and 13 end to end. A new player opens Withdraw from the user menu while on
 * a game: the modal opens over the game (document 1 section 2), shows their standing before the
 * form (email not verified with a Verify link; $0.00 of $69.00 wagered with a progress bar), the
 * above-$5 note goes once $10 is typed, the fee reads in SOL with its dollar value and the
 * converted amount has 6 decimals. /vault opens the Vault modal; an unknown game says so and
 * keeps the balance; a game payout in /history is named, not 'Other'.
 */

const SHOTS = 'e2e/artifacts/withdraw-standing';

async function openWithdrawFromMenu(page: Page) {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-withdraw').click();
  await expect(page.getByTestId('withdraw-modal')).toBeVisible();
}

/** Plays Mines through the API until a round is cashed out (a payout posted to the ledger). */
async function cashOutOneMinesRound(page: Page, player: Player) {
  const headers = { authorization: `Bearer ${player.accessToken}` };
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = await page.request.post('/api/games/mines/start', {
      data: { amount: '1', mines: 1 },
      headers,
    });
    expect(start.status()).toBe(200);
    const reveal = await page.request.post('/api/games/mines/reveal', {
      data: { tile: attempt % 25 },
      headers,
    });
    expect(reveal.status()).toBe(200);
    if (((await reveal.json()) as { game: unknown }).game === null) continue; // hit the mine
    const cashOut = await page.request.post('/api/games/mines/cashout', { headers });
    expect(cashOut.status()).toBe(200);
    return;
  }
  throw new Error('no Mines round survived one reveal in 20 tries');
}

test('a new player sees their withdraw standing over the game, a consistent fee, the vault modal, a game not found and named history rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewportOf(1440));
  const player = await createPlayer(page, 'ws');
  await signInAs(page, player, '/casino/game/dice');

  await test.step('Withdraw from the user menu opens the modal over the game', async () => {
    await openWithdrawFromMenu(page);
    await expect(page).toHaveURL(/\/casino\/game\/dice$/);
  });

  const modal = page.getByTestId('withdraw-modal');
  await test.step('the standing shows before the form is filled in', async () => {
    await expect(modal.getByTestId('withdraw-standing-email')).toHaveText('Email not verified');
    await expect(modal.getByTestId('withdraw-standing-wager')).toHaveText(
      'Wagered $0.00 of $69.00',
    );
    await expect(modal.getByTestId('withdraw-standing-progress')).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await modal.getByTestId('withdraw-standing-verify').click();
    await expect(page.getByText('We sent you a new verification link.')).toBeVisible();
    await expect(modal.getByTestId('withdraw-standing-verify')).toBeDisabled();
  });

  await test.step('the fee reads in SOL with its value today; $10 removes the above-$5 note', async () => {
    await expect(modal.getByTestId('withdraw-minimum')).toHaveText(
      'The amount must be above $5.00.',
    );
    await expect(modal.getByTestId('withdraw-fee')).toContainText('0.000005 SOL');
    // A tiny fee keeps its digits rather than reading "$1.00" or "$0.00".
    await expect(modal.getByTestId('withdraw-fee-usd')).toHaveText(/^≈ \$0\.0\d*[1-9]$/);
    await modal.getByTestId('withdraw-usd').fill('10');
    await expect(modal.getByTestId('withdraw-crypto')).toHaveValue(/^\d+\.\d{6}$/);
    await expect(modal.getByTestId('withdraw-minimum')).toBeHidden();
    const crypto = await modal.getByTestId('withdraw-crypto').inputValue();
    const received = (Number(crypto) - 0.000005).toFixed(6).replace(/0+$/, '');
    await expect(modal.getByTestId('withdraw-received')).toHaveText(`${received} SOL`);
    await page.screenshot({ path: `${SHOTS}/withdraw-1440.png` });
    await page.setViewportSize(viewportOf(390));
    await expect(modal.getByTestId('withdraw-standing')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/withdraw-390.png`, fullPage: true });
    await page.setViewportSize(viewportOf(1440));
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('/vault opens the Vault modal', async () => {
    await page.goto('/vault');
    await expect(page.getByTestId('vault-modal')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('coming-soon-page')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('an unknown game says so and keeps the balance shown', async () => {
    await page.goto('/casino/game/no-such-game');
    await expect(page.getByTestId('game-not-found')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
    await expect(page.getByText('provably fair seeds')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toHaveText('$0.00');
    await page.getByTestId('game-not-found-casino').click();
    await expect(page).toHaveURL(/\/casino\/home$/);
  });

  await test.step('a game payout in /history is named, not Other', async () => {
    await fund(player.username, '20');
    await cashOutOneMinesRound(page, player);
    await page.goto('/history');
    const types = page.getByTestId('transaction-type');
    await expect(types.filter({ hasText: 'Bet payout' }).first()).toBeVisible({ timeout: 15_000 });
    await expect(types.filter({ hasText: /^Bet$/ }).first()).toBeVisible();
    await expect(types.filter({ hasText: 'Adjustment' })).toHaveCount(1);
    await expect(types.filter({ hasText: 'Other' })).toHaveCount(0);
  });
});
