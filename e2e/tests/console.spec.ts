import { expect, test } from '@playwright/test';
import { createPlayer } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The operator console (issue 22, ADR 037): its own bundle at /admin, open to staff with TOTP.
 * A player without a role is refused, a visitor is sent to sign in; an operator with 2FA finds a
 * player and reads the console in Persian, right to left. (The credit, approval, mute, banner and
 * audit journey is console-journey.spec.ts.)
 */

test('the console refuses players and visitors; an operator with TOTP finds a player, in Persian too', async ({
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
  // An admin lands on the first section of the navigation, the dashboard.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('console-signed-in-as')).toContainText(operator.username);

  await page.getByTestId('console-nav-players').click();
  await page.getByTestId('console-player-search').fill(target.username);
  await page.getByTestId('console-player-search-submit').click();
  await page.getByTestId('console-player-link').filter({ hasText: target.username }).click();
  await expect(page.getByTestId('console-player-name')).toHaveText(target.username);

  await page.screenshot({ path: testInfo.outputPath('console-player-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-player-800.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('console-nav-players').click();
  await page.screenshot({ path: testInfo.outputPath('console-search-1440.png') });
  await page.getByTestId('console-nav-audit').click();
  await expect(page.getByTestId('console-audit-table')).toBeVisible();

  // Persian: the console's strings are translated and the layout turns right to left.
  await page.context().addCookies([{ name: 'tengu_lang', value: 'fa', url: page.url() }]);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('console-nav-audit')).toHaveText('گزارش ممیزی');
  await page.screenshot({ path: testInfo.outputPath('console-audit-fa-800.png') });
});
