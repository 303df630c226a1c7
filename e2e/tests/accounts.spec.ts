import { expect, test, type Page } from '@playwright/test';
import { emailedLink, openApp } from './support/accounts';
import { TotpDevice } from './support/totp';

/**
 * Accounts end to end (issue 3): sign-up, logout, login, 2FA on, login with 2FA, revoking
 * another session, and a password reset through the emailed link.
 */

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page.getByTestId('logout-modal')).toBeVisible();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.getByTestId('user-menu-trigger')).toBeHidden();
}

async function logIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
}

async function passTwoFactor(page: Page, device: TotpDevice): Promise<void> {
  await expect(page.getByTestId('two-factor-modal')).toBeVisible();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await page.getByTestId('two-factor-code').fill(await device.nextCode());
  await page.getByTestId('two-factor-submit').click();
}

test('a player signs up, uses 2FA, revokes a session and resets the password', async ({
  page,
  request,
}) => {
  // Each TOTP step is accepted once: later logins may wait up to 30 s for the next one.
  test.setTimeout(180_000);
  const username = `e2e_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'Tengu-Pass-42';
  const newPassword = 'Tengu-Reset-77';

  await test.step('sign up from the header', async () => {
    await openApp(page, '/');
    await page.getByTestId('register').click();
    await expect(page.getByTestId('signup-modal')).toBeVisible();
    await expect(page.getByTestId('signup-consent')).toBeChecked();
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-username').fill(username);
    // The password rules show live, with the spec's texts.
    await page.getByTestId('signup-password').fill('tengu-pass-42');
    await expect(page.getByTestId('signup-password-error')).toHaveText(
      'Password must contain at least one uppercase letter.',
    );
    await page.getByTestId('signup-password').fill(password);
    await expect(page.getByTestId('signup-password-error')).toBeHidden();
    await page.getByTestId('signup-submit').click();

    await expect(page.getByTestId('signup-modal')).toBeHidden();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByTestId('user-menu-username')).toHaveText(username);
  });

  // Another device: a session opened through the API, revoked from the settings later.
  const other = await request.post('/api/auth/login', { data: { login: username, password } });
  expect(other.status()).toBe(200);

  await test.step('log out and log in again', async () => {
    await logOut(page);
    await logIn(page, username, password);
    await expect(page.getByText('Welcome back degen!')).toBeVisible();
    await expect(page.getByTestId('user-menu-username')).toHaveText(username);
  });

  let device: TotpDevice | undefined;
  await test.step('enable 2FA in the settings with the QR secret', async () => {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('user-menu-settings').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('email-status')).toHaveAttribute('data-state', 'off');
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByTestId('two-factor-qr')).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    device = new TotpDevice(secret);
    await page.getByTestId('settings-2fa-code').fill(await device.nextCode());
    await page.getByTestId('settings-2fa-submit').click();
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'on');
  });
  if (!device) throw new Error('2FA was not set up');

  await test.step('log out and log in with a 2FA code', async () => {
    await logOut(page);
    await logIn(page, username, password);
    await passTwoFactor(page, device as TotpDevice);
    await expect(page.getByTestId('two-factor-modal')).toBeHidden();
    await expect(page.getByTestId('user-menu-username')).toHaveText(username);
  });

  await test.step('revoke the other session', async () => {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('user-menu-settings').click();
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toHaveCount(1);
    await page
      .locator('[data-testid="session-row"][data-current="false"]')
      .getByTestId('session-revoke')
      .click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-current', 'true');
    // The revoked device can no longer refresh its access token.
    expect((await request.post('/api/auth/refresh')).status()).toBe(401);
  });

  await test.step('reset the password through the emailed link', async () => {
    await logOut(page);
    await page.getByTestId('sign-in').click();
    await page.getByTestId('login-forgot').click();
    await expect(page.getByTestId('forgot-password-modal')).toBeVisible();
    await page.getByTestId('forgot-value').fill(email);
    await page.getByTestId('forgot-value').press('Enter');
    await expect(page.getByText('Email Sent Successfully')).toBeVisible();

    const link = await emailedLink(request, email, 'pw_token');
    await openApp(page, link);
    await expect(page.getByTestId('change-password-modal')).toBeVisible();
    await expect(page).not.toHaveURL(/pw_token/);
    await page.getByTestId('change-password').fill(newPassword);
    await page.getByTestId('change-confirm').fill(`${newPassword}x`);
    await page.getByTestId('change-submit').click();
    await expect(page.getByTestId('change-confirm-error')).toHaveText('Passwords do not match.');
    await page.getByTestId('change-confirm').fill(newPassword);
    await page.getByTestId('change-submit').click();
    await expect(page.getByTestId('change-password-modal')).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('log in with the new password', async () => {
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-name').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Incorrect credentials.')).toBeVisible();
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await passTwoFactor(page, device as TotpDevice);
    await expect(page.getByTestId('user-menu-username')).toHaveText(username);
  });

  await test.step('turn 2FA off again with a current code', async () => {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('user-menu-settings').click();
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'on');
    await page.getByTestId('two-factor-disable').click();
    await page.getByTestId('settings-2fa-code').fill('000000');
    await page.getByTestId('settings-2fa-submit').click();
    await expect(page.getByText('Invalid 2FA Code')).toBeVisible();
    await page.getByTestId('settings-2fa-code').fill(await (device as TotpDevice).nextCode());
    await page.getByTestId('settings-2fa-submit').click();
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');
  });
});
