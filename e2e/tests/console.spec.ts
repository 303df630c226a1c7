import { expect, test } from '@playwright/test';
import { createPlayer } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The operator console (issue 22, ADR 037): its own bundle at /admin, open to staff with TOTP.
 * One journey: a player without a role is refused; an operator with 2FA signs in, finds a
 * player, credits them with a reason, and reads the credit in the ledger and the audit log.
 */

test('an operator with TOTP credits a player from the console; a player is refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A player without a staff role gets the server's refusal, not the console.
  const outsider = await createPlayer(page, 'pl');
  const outsiderContext = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const outsiderPage = await outsiderContext.newPage();
  await withToken(outsiderPage, outsider.accessToken);
  await outsiderPage.goto('/admin');
  await expect(outsiderPage.getByTestId('console-refusal-message')).toHaveText(
    'The operator console is for staff only.',
  );
  await outsiderPage.screenshot({ path: testInfo.outputPath('console-refused-800.png') });
  await outsiderContext.close();

  // A visitor is sent to sign in on the main site.
  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto('/admin/audit');
  await expect(visitorPage.getByTestId('console-sign-in-link')).toHaveAttribute('href', '/');
  await visitorContext.close();

  const target = await createPlayer(page, 'tg');
  const { operator, accessToken } = await staffWithTotp(page, 'op');
  await withToken(page, accessToken);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/players$/);
  await expect(page.getByTestId('console-signed-in-as')).toContainText(operator.username);

  await page.getByTestId('console-player-search').fill(target.username);
  await page.getByTestId('console-player-search-submit').click();
  await page.getByTestId('console-player-link').filter({ hasText: target.username }).click();
  await expect(page.getByTestId('console-player-name')).toHaveText(target.username);

  await page.getByTestId('console-action-credit').click();
  await page.getByTestId('console-action-amount').fill('12.5');
  await page.getByTestId('console-action-reason').fill('e2e goodwill credit');
  await page.getByTestId('console-action-submit').click();
  await expect(page.getByTestId('console-action-dialog')).toBeHidden();
  await expect(page.getByTestId('console-balance-credits')).toContainText('12.5');
  await expect(page.getByTestId('console-ledger')).toContainText('+12.5');
  await page.screenshot({ path: testInfo.outputPath('console-player-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-player-800.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('console-nav-players').click();
  await page.screenshot({ path: testInfo.outputPath('console-search-1440.png') });
  await page.getByTestId('console-nav-audit').click();
  const row = page
    .getByTestId('console-audit-table')
    .locator('tr')
    .filter({ hasText: 'balance_credit' })
    .filter({ hasText: target.username });
  await expect(row).toContainText('e2e goodwill credit');
  await expect(row).toContainText(`console:${operator.username}`);
  await page.screenshot({ path: testInfo.outputPath('console-audit-1440.png'), fullPage: true });

  // Persian: the console's strings are translated and the layout turns right to left.
  await page.context().addCookies([{ name: 'tengu_lang', value: 'fa', url: page.url() }]);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('console-nav-audit')).toHaveText('گزارش ممیزی');
  await page.screenshot({ path: testInfo.outputPath('console-audit-fa-800.png') });

  // The player's own wallet moved too (the same ledger).
  const balances = await page.request.get('/api/wallet/balance', {
    headers: { authorization: `Bearer ${target.accessToken}` },
  });
  expect(JSON.stringify(await balances.json())).toContain('12.5');
});
