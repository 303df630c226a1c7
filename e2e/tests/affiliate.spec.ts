import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, fund, openApp, placeDiceBet, signInAs, viewportOf } from './support/shell';

/**
 * Issue 18 item 5: the affiliate programme end to end. An affiliate creates a campaign (a bad
 * code first: the validation text), a visitor opens its link in another browser and signs up,
 * places a bet, and the affiliate sees the click, the sign-up, the referred player and the
 * commission their bet earned on /affiliate.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/affiliate/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Tengu-Pass-42';

test.use({ viewport: viewportOf(1440) });

test('a campaign link brings a click and a sign-up the affiliate sees', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const affiliate = await createPlayer(page, 'aff');
  await signInAs(page, affiliate, '/affiliate');
  const code = `camp${Date.now().toString(36)}`;
  const linkId = `affiliate-link-${code.toLowerCase()}`;

  await test.step('create a campaign: a bad code is refused with its text first', async () => {
    await expect(page.getByTestId('affiliate-referrals-empty')).toBeVisible();
    await page.getByTestId('affiliate-create-name').fill('Summer');
    await page.getByTestId('affiliate-create-code').fill('a b');
    await page.getByTestId('affiliate-create-submit').click();
    await expect(page.getByTestId('affiliate-create-code-error')).toHaveText(
      'Codes are 3 to 20 letters, digits, - or _',
    );
    await page.getByTestId('affiliate-create-code').fill(code);
    await page.getByTestId('affiliate-create-submit').click();
    await expect(page.getByTestId(linkId)).toHaveValue(new RegExp(`/\\?r=${code}$`));
    await expect(page.getByTestId(`${linkId}-clicks`)).toHaveText('Clicks: 0');
  });

  const link = await page.getByTestId(linkId).inputValue();
  const visitorName = `vis_${Date.now().toString(36)}`;
  await test.step('a visitor opens the link and signs up', async () => {
    const context = await browser.newContext({ viewport: viewportOf(390) });
    const visitor = await context.newPage();
    const clicked = visitor.waitForResponse('**/api/affiliate/clicks');
    await openApp(visitor, new URL(link).pathname + new URL(link).search);
    expect(await (await clicked).json()).toEqual({ recorded: true });
    await visitor.getByTestId('register').click();
    await expect(visitor.getByTestId('signup-referral')).toHaveValue(code);
    await visitor.getByTestId('signup-email').fill(`${visitorName}@example.com`);
    await visitor.getByTestId('signup-username').fill(visitorName);
    await visitor.getByTestId('signup-password').fill(PASSWORD);
    await visitor.getByTestId('signup-submit').click();
    await expect(visitor.getByTestId('user-menu-username')).toHaveText(visitorName);
    // The referred player bets $10: their affiliate earns a commission on it.
    const auth = await visitor.evaluate(() => localStorage.getItem('tengu-auth') ?? '{}');
    const token = (JSON.parse(auth) as { state?: { accessToken?: string } }).state?.accessToken;
    await fund(visitorName, '50');
    await placeDiceBet(
      visitor,
      { username: visitorName, accessToken: token ?? '', user: null },
      '10',
    );
    await context.close();
  });

  await test.step('the affiliate sees the click, the sign-up and the referred player', async () => {
    await page.reload();
    await expect(page.getByTestId(`${linkId}-clicks`)).toHaveText('Clicks: 1');
    await expect(page.getByTestId(`${linkId}-signups`)).toHaveText('Sign-ups: 1');
    await expect(page.getByTestId('affiliate-total-clicks-value')).toHaveText('1');
    await expect(page.getByTestId('affiliate-total-signups-value')).toHaveText('1');
    const row = page.getByTestId('affiliate-referral-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(visitorName);
    await expect(row).toContainText('$10.00');
    // The commission arrives through the outbox a moment after the bet.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('affiliate-referral-commission')).not.toHaveText('$0.00', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('affiliate-commission-earned')).toContainText(
      'Earned in total: $',
    );
    const today = new Date().toISOString().slice(0, 10);
    await expect(
      page.locator(`[data-testid="affiliate-chart-clicks-bar"][data-date="${today}"]`),
    ).toHaveAttribute('data-value', '1');
    await page.screenshot({ path: `${SHOTS}affiliate-1440.png`, fullPage: true });
    await page.setViewportSize(viewportOf(390));
    await expect(page.getByTestId('affiliate-referral-row')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}affiliate-390.png`, fullPage: true });
  });
});
