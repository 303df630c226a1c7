import { expect, test } from '@playwright/test';
import { openApp } from './support/accounts';
import { fund } from './support/shell';

/** Issue 5: `bets:new` carries the player's name or hidden, as the player chooses in settings. */
test('a player hides their name: the live All Bets table shows Hidden for their bets', async ({
  page,
}) => {
  const username = `pv_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { email: `${username}@example.com`, username, password: 'Tengu-Pass-42' },
  });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  await openApp(page, '/');
  await page.evaluate((token) => {
    localStorage.setItem(
      'tengu-auth',
      JSON.stringify({ state: { accessToken: token }, version: 0 }),
    );
  }, accessToken);

  await openApp(page, '/settings');
  const toggle = page.getByTestId('hide-name-switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByText('Your name is now hidden in public bets')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('hide-name-switch')).toHaveAttribute('aria-checked', 'true');

  // A bet with a stake goes through the feed (zero stakes stay out of it, issue 15).
  await fund(username, '5');
  await openApp(page, '/casino/game/dice');
  await page.getByTestId('live-tab-all').click();
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('bet-button').click();
  const row = page.getByTestId('all-bets').getByTestId('bet-row').first();
  await expect(row).toContainText('Hidden');
  await expect(row).not.toContainText(username);
});
