import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openApp } from './support/accounts';

/**
 * Notifications end to end (issue 8; spec document 1 sections 2, 4, 7, 8, 9): a tip from
 * another player lights the bell live with a toast, the popover lists it as 'New', clicking it
 * marks it read and follows its link, and 'Mark all read' clears the dot.
 */

const PASSWORD = 'Tengu-Pass-42';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

interface Account {
  username: string;
  id: string;
  accessToken: string;
}

async function signUp(request: APIRequestContext, prefix: string): Promise<Account> {
  const username = uniqueName(prefix);
  const response = await request.post('/api/auth/signup', {
    data: { email: `${username}@example.com`, username, password: PASSWORD, consent: true },
  });
  expect(response.status()).toBe(201);
  const { accessToken, user } = (await response.json()) as {
    accessToken: string;
    user: { id: string };
  };
  return { username, id: user.id, accessToken };
}

/** Signs up in the page's context: the app finds the access token in local storage. */
async function signUpInBrowser(page: Page, prefix: string): Promise<Account> {
  const account = await signUp(page.request, prefix);
  await page.addInitScript((token) => {
    if (!localStorage.getItem('tengu-auth')) {
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: token }, version: 0 }),
      );
    }
  }, account.accessToken);
  return account;
}

/** Funds a player with the real operator tool on the e2e server's database. */
async function credit(username: string, amount: string): Promise<void> {
  const args = ['run', 'admin', '--', 'credit', '--user', username, '--amount', amount];
  await run('npm', [...args, '--pocket', 'credits', '--reason', 'e2e'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
}

async function tip(request: APIRequestContext, from: Account, to: Account): Promise<void> {
  const response = await request.post('/api/wallet/tip', {
    headers: {
      Authorization: `Bearer ${from.accessToken}`,
      'Idempotency-Key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
    data: { userId: to.id, amount: '1' },
  });
  expect(response.status()).toBe(200);
}

test('a tip lights the bell live, opens from the popover, and mark all read clears it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Player A acts through the API only, in a request context of its own.
  const tipperRequest = await playwright.request.newContext({ baseURL });
  const tipper = await signUp(tipperRequest, 'na');
  await credit(tipper.username, '5');
  const receiver = await signUpInBrowser(page, 'nb');

  const bell = page.getByTestId('notification-bell');
  const dot = page.getByTestId('notification-dot');
  const popover = page.getByTestId('notifications-popover');
  const items = popover.getByTestId('notification-item');

  await test.step('a new player has no notifications', async () => {
    await openApp(page, '/');
    await expect(page.getByTestId('header-balance')).toHaveText('$0.00');
    await expect(dot).toBeHidden();
    await bell.click();
    await expect(popover.getByText('No notifications yet', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  await test.step('a tip arrives live: dot and toast, without a reload', async () => {
    await tip(tipperRequest, tipper, receiver);
    await expect(dot).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'You received a tip' }),
    ).toBeVisible();
  });

  await test.step("the popover lists it as 'New'; clicking it reads it and follows /history", async () => {
    await bell.click();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByTestId('notification-title')).toHaveText('You received a tip');
    await expect(items.first().getByTestId('notification-new')).toHaveText('New');
    await items.first().click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(popover).toBeHidden();
    await expect(dot).toBeHidden();
    await bell.click();
    await expect(items.first().getByTestId('notification-new')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step("'Mark all read' clears the dot", async () => {
    await tip(tipperRequest, tipper, receiver);
    await expect(dot).toBeVisible();
    await bell.click();
    await expect(items).toHaveCount(2);
    await expect(popover.getByTestId('notification-new')).toHaveCount(1);
    await popover.getByTestId('notifications-mark-all').click();
    await expect(popover.getByTestId('notification-new')).toHaveCount(0);
    await expect(dot).toBeHidden();
    // The server agrees: after a reload the dot stays off.
    await page.reload();
    await expect(page.getByTestId('header-balance')).toHaveText('$2.00');
    await expect(dot).toBeHidden();
  });
  await tipperRequest.dispose();
});
