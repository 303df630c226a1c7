import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/accounts';

/**
 * The wallet end to end (issue 4 item 6): the header balance, the Vault, tipping a player who
 * watches the balance live in another browser, and the Transactions history.
 */

const PASSWORD = 'Tengu-Pass-42';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

/**
 * Signs a player up through the API in the page's browser context: the refresh cookie lands in
 * its jar and the access token in local storage, where the app keeps it (features/auth/store).
 */
async function signUp(page: Page, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  const response = await page.request.post('/api/auth/signup', {
    data: { email: `${username}@example.com`, username, password: PASSWORD, consent: true },
  });
  expect(response.status()).toBe(201);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await page.addInitScript((token) => {
    if (!localStorage.getItem('tengu-auth')) {
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: token }, version: 0 }),
      );
    }
  }, accessToken);
  return username;
}

/**
 * Funds a player with the real operator tool, sharing the e2e server's embedded PostgreSQL
 * (docs/decisions/002). The tool sends no socket event: the page reloads afterwards.
 */
async function credit(username: string, amount: string): Promise<void> {
  const args = ['run', 'admin', '--', 'credit', '--user', username, '--amount', amount];
  await run('npm', [...args, '--pocket', 'credits', '--reason', 'e2e'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
}

async function openMenuItem(page: Page, item: 'vault' | 'tip'): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId(`user-menu-${item}`).click();
  await expect(page.getByTestId(`${item}-modal`)).toBeVisible();
}

test('a player funds, uses the vault, tips another player live, and reads the history', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await signUp(page, 'wa');
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  const bob = await signUp(bobPage, 'wb');

  await test.step('the operator credits $50 and the header shows it', async () => {
    await credit(alice, '50');
    await openApp(page, '/');
    await expect(page.getByTestId('header-balance')).toHaveText('$50.00');
    await page.getByTestId('header-balance-trigger').click();
    await expect(page.getByTestId('locked-balances-empty')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('vault deposit of $20', async () => {
    await openMenuItem(page, 'vault');
    await page.getByTestId('vault-submit').click();
    await expect(page.getByText('Enter an amount', { exact: true })).toBeVisible();
    await page.getByTestId('vault-amount').fill('2a0');
    await expect(page.getByTestId('vault-amount')).toHaveValue('20');
    await page.getByTestId('vault-submit').click();
    await expect(page.getByTestId('header-balance')).toHaveText('$30.00');
    await expect(page.getByTestId('vault-balance-vault')).toHaveText('$20');
  });

  await test.step('vault withdrawal of $5 needs the right password', async () => {
    await page.getByTestId('vault-amount').fill('7');
    await page.getByTestId('vault-tab-withdraw').click();
    // Switching tabs clears the amount.
    await expect(page.getByTestId('vault-amount')).toHaveValue('');
    await page.getByTestId('vault-amount').fill('5');
    await page.getByTestId('vault-submit').click();
    await expect(page.getByText('Please fill out all fields', { exact: true })).toBeVisible();
    await page.getByTestId('vault-password').fill('Wrong-Pass-1');
    await page.getByTestId('vault-submit').click();
    await expect(page.getByText('Invalid 2FA or password', { exact: true })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('$30.00');
    await page.getByTestId('vault-password').fill(PASSWORD);
    await page.getByTestId('vault-submit').click();
    await expect(page.getByTestId('header-balance')).toHaveText('$35.00');
    await expect(page.getByTestId('vault-balance-vault')).toHaveText('$15');
    await page.getByTestId('vault-modal-close').click();
  });

  await test.step('a tip reaches the other player live', async () => {
    await openApp(bobPage, '/');
    await expect(bobPage.getByTestId('header-balance')).toHaveText('$0.00');
    await openMenuItem(page, 'tip');
    await page.getByTestId('tip-username').fill(bob);
    await page.getByTestId('tip-amount').fill('10');
    await page.getByTestId('tip-submit').click();
    await expect(page.getByTestId('tip-modal')).toBeHidden();
    await expect(page.getByTestId('header-balance')).toHaveText('$25.00');
    await expect(bobPage.getByTestId('header-balance')).toHaveText('$10.00');
  });

  await test.step('tipping yourself is refused and closes the modal', async () => {
    await openMenuItem(page, 'tip');
    await page.getByTestId('tip-username').fill(alice);
    await page.getByTestId('tip-amount').fill('1');
    await page.getByTestId('tip-submit').click();
    await expect(page.getByText('You cannot tip yourself', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tip-modal')).toBeHidden();
  });

  await test.step('the history lists the movements, newest first', async () => {
    await openApp(page, '/history');
    const rows = page.getByTestId('transaction-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.first().getByTestId('transaction-type')).toHaveText('Tip');
    await expect(rows.first().getByTestId('transaction-amount')).toHaveText('-$10.00');
    await expect(rows.last().getByTestId('transaction-amount')).toHaveText('+$50.00');
  });
  await bobContext.close();
});

test('a new player sees an empty history, and In Play on a provider slot', async ({ page }) => {
  await signUp(page, 'wn');
  await openApp(page, '/history');
  await expect(page.getByTestId('transactions-empty')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$0.00');
  // Provider slots such as Book of Degen hide the balance: it reads 'In Play'.
  await openApp(page, '/book-of-degen');
  await expect(page.getByTestId('header-balance')).toHaveText('In Play');
  // …and /book-of-degen is the studio's book slot itself, framed for real money.
  await expect(page.getByTestId('provider-game-page').locator('h1')).toHaveText('Book of Degen');
  await expect(page.getByTestId('provider-game-frame')).toHaveAttribute('src', /mode=real/, {
    timeout: 15_000,
  });
});
