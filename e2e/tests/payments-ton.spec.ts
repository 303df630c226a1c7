import { expect, test } from '@playwright/test';
import { emailedLink } from './support/accounts';
import { createPlayer, fund, placeDiceBet, signInAs } from './support/shell';

/**
 * TON in the player's modals (issue 19; spec document 2 sections 3, 5, 8 and 9): the Deposit
 * modal gives the operator's one TON address with the player's own memo and warns to include it;
 * the Withdraw modal has a Memo field for TON and the withdrawal carries what the player typed.
 * (The e2e server runs TON on the development simulator; the real adapter is covered by
 * apps/server/src/modules/payments/chains/ton/*.int.test.ts on @ton/sandbox.)
 */

// A valid mainnet TON address (bounceable user-friendly form).
const TON_RECIPIENT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

test('TON: the deposit memo is shown, and a withdrawal carries the memo typed in the modal', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await createPlayer(page, 'tm');
  const link = await emailedLink(page.request, `${player.username}@example.com`, 'verify_email');
  const token = new URL(link, 'http://x').searchParams.get('verify_email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(
    200,
  );
  await fund(player.username, '200');
  await placeDiceBet(page, player, '70'); // the $69 wagering requirement

  await test.step('the Deposit modal: one address, the player’s memo, a warning', async () => {
    await signInAs(page, player, '/deposit?currency=ton');
    await expect(page.getByTestId('deposit-modal')).toBeVisible();
    await expect(page.getByLabel('Memo', { exact: true })).toHaveValue(/^\d+$/);
    await expect(page.getByTestId('deposit-tag-warning')).toBeVisible();
  });

  await test.step('the Withdraw modal sends the memo with the TON withdrawal', async () => {
    await page.goto('/withdraw?currency=ton');
    await expect(page.getByTestId('withdraw-modal')).toBeVisible();
    await expect(page.getByText('Memo (optional)')).toBeVisible();
    await page.getByTestId('withdraw-address').fill(TON_RECIPIENT);
    await page.getByTestId('withdraw-tag').fill('exchange 77');
    await page.getByTestId('withdraw-crypto').fill('10');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-modal')).toBeHidden();
    const mine = await page.request.get('/api/payments/withdrawals', {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    const { withdrawals } = (await mine.json()) as {
      withdrawals: { network: string; to_address: string; tag: string | null }[];
    };
    expect(withdrawals[0]).toMatchObject({
      network: 'ton',
      to_address: TON_RECIPIENT,
      tag: 'exchange 77',
    });
  });
});
