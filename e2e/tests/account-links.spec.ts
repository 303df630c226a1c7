import { expect, test } from '@playwright/test';
import { emailedLink, openApp } from './support/accounts';
import { TotpDevice } from './support/totp';

/**
 * Links into the accounts flows (spec document 1 section 2; issue 3): campaign and referral
 * parameters are stored and sent with sign-up, the email-verification link verifies, the 2FA
 * recovery link turns 2FA off and signs in.
 */

const PASSWORD = 'Tengu-Pass-42';
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

test('a campaign link opens sign-up, hides the referral field and sends the ids', async ({
  page,
}) => {
  await openApp(page, '/?clickid=click-123&campaignid=camp-9');
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signup-referral')).toHaveCount(0);

  const username = uniqueName('camp');
  await page.getByTestId('signup-email').fill(`${username}@example.com`);
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-password').fill(PASSWORD);
  const signup = page.waitForRequest('**/api/auth/signup');
  await page.getByTestId('signup-submit').click();
  expect((await signup).postDataJSON()).toMatchObject({
    username,
    clickId: 'click-123',
    campaignId: 'camp-9',
    consent: true,
  });
  await expect(page.getByTestId('user-menu-username')).toHaveText(username);
});

test('a referral link locks the code, and the emailed link verifies the email', async ({
  page,
  request,
}) => {
  const referrer = uniqueName('ref');
  const created = await request.post('/api/auth/signup', {
    data: { email: `${referrer}@example.com`, username: referrer, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const code = ((await created.json()) as { user: { referral_code: string } }).user.referral_code;

  await openApp(page, `/?r=${code}`);
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('register').click();
  await expect(page.getByTestId('signup-referral')).toHaveValue(code);
  await expect(page.getByTestId('signup-referral')).toHaveAttribute('readonly', '');

  const username = uniqueName('inv');
  const email = `${username}@example.com`;
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-password').fill(PASSWORD);
  // The consent box is required.
  await page.getByTestId('signup-consent').uncheck();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-consent-error')).toBeVisible();
  await page.getByTestId('signup-consent').check();
  const signup = page.waitForRequest('**/api/auth/signup');
  await page.getByTestId('signup-submit').click();
  expect((await signup).postDataJSON()).toMatchObject({ username, referralCode: code });
  await expect(page.getByTestId('user-menu-username')).toHaveText(username);

  await openApp(page, await emailedLink(request, email, 'verify_email'));
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page).not.toHaveURL(/verify_email/);
  await openApp(page, '/settings');
  await expect(page.getByTestId('email-status')).toHaveAttribute('data-state', 'on');
});

test('a visitor from a blocked country gets the restriction modal on arrival and on login', async ({
  page,
}) => {
  // The e2e server trusts X-Forwarded-For (TRUST_PROXY), so this browser really arrives from a
  // UK address (81.2.69.160 is in geoip-lite's GB range) and the server's geo-block answers.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '81.2.69.160' });
  await openApp(page, '/');
  const modal = page.getByTestId('country-restriction-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Sorry, Tengu is not available in the United Kingdom');
  await expect(modal).toContainText('We hope to have a home for British players soon');
  await modal.getByRole('button', { name: 'I understand' }).click();
  await expect(modal).toBeHidden();

  // Login submits only when both fields are filled, Enter included.
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await page.getByTestId('login-name').fill('someone');
  await page.getByTestId('login-name').press('Enter');
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.getByTestId('login-password').fill('whatever');
  await page.getByTestId('login-password').press('Enter');

  // The server refuses the login with restrictedCountry: the modal comes back.
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('We hope to have a home for British players soon');
});

test('a player who lost the authenticator signs in with the emailed recovery link', async ({
  page,
  request,
}) => {
  const username = uniqueName('lost');
  const email = `${username}@example.com`;
  const created = await request.post('/api/auth/signup', {
    data: { email, username, password: PASSWORD },
  });
  const { accessToken } = (await created.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await request.post('/api/auth/2fa/setup', { headers });
  const device = new TotpDevice(((await setup.json()) as { secret: string }).secret);
  const enabled = await request.post('/api/auth/2fa/enable', {
    headers,
    data: { code: await device.nextCode() },
  });
  expect(enabled.status()).toBe(200);

  await openApp(page, '/');
  await page.getByTestId('sign-in').click();
  await page.getByTestId('login-name').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('two-factor-modal')).toBeVisible();
  await page.getByTestId('two-factor-recovery').click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await openApp(page, await emailedLink(request, email, 'recovery_token'));
  await expect(page.getByText('Welcome back degen!')).toBeVisible();
  await expect(page.getByTestId('user-menu-username')).toHaveText(username);
  await openApp(page, '/settings');
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');
});
