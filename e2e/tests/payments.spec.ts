import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { emailedLink, openApp } from './support/accounts';

/**
 * Payments end to end (issue 9): the Deposit modal with an address and QR, a simulated deposit
 * (npm run dev:deposit against the e2e server's database) announced by the toasts and raising
 * the balance, an instant deposit through an injected EIP-1193 wallet, and a withdrawal followed
 * on its tracker through the operator's approval (npm run admin -- withdrawals approve).
 */

const PASSWORD = 'Tengu-Pass-42';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const cliEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' };
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

/** Signs up through the API; the page then starts signed in. Verifies the email if asked. */
async function signUp(page: Page, prefix: string, options: { verify?: boolean } = {}) {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    data: { email, username, password: PASSWORD, consent: true },
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
  if (options.verify) {
    const link = await emailedLink(page.request, email, 'verify_email');
    const token = new URL(link, 'http://x').searchParams.get('verify_email');
    const verified = await page.request.post('/api/auth/verify-email', { data: { token } });
    expect(verified.status()).toBe(200);
  }
  return { username, accessToken };
}

async function devDeposit(username: string, asset: string, amount: string) {
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'dev:deposit',
      '--',
      '--user',
      username,
      '--asset',
      asset,
      '--amount',
      amount,
    ],
    { cwd: REPO_ROOT, env: cliEnv },
  );
  return stdout;
}

async function admin(...args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: REPO_ROOT,
    env: cliEnv,
  });
  return stdout;
}

test('a player deposits, sees the toasts and the balance rise, withdraws and follows the tracker', async ({
  page,
}) => {
  test.setTimeout(210_000);
  const alice = await signUp(page, 'pa', { verify: true });

  await test.step('the Deposit modal shows an address, its QR and the development notice', async () => {
    await openApp(page, '/');
    await page.getByTestId('header-deposit').click();
    const modal = page.getByTestId('deposit-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('deposit-currency')).toContainText('Solana');
    await expect(page.getByTestId('deposit-address')).not.toHaveValue('');
    await expect(page.getByTestId('deposit-qr').locator('svg')).toBeVisible();
    await expect(page.getByTestId('deposit-development-mode')).toBeVisible();
    await page.getByTestId('deposit-currency').click();
    await page.getByTestId('deposit-currency-BTC').click();
    await expect(page.getByTestId('deposit-minimum')).toHaveText('Minimum deposit: 0.0001 BTC');
    await expect(page.getByTestId('deposit-ordinals')).toBeVisible();
    const first = await page.getByTestId('deposit-address').inputValue();
    expect(first.length).toBeGreaterThan(20);
    await page.getByTestId('deposit-new-address').click();
    await expect(page.getByText('Address changed')).toBeVisible();
    await expect(page.getByTestId('deposit-address')).not.toHaveValue(first);
    // Crypto and dollar amounts follow each other at the shipped price ($91,000 per BTC).
    await page.getByTestId('deposit-crypto').fill('0.01');
    await expect(page.getByTestId('deposit-usd')).toHaveValue('910.00');
    await page.getByTestId('deposit-tab-buy').click();
    await expect(page.getByTestId('buy-crypto-unavailable')).toBeVisible();
  });

  await test.step('a simulated BTC deposit is detected, then completed and credited', async () => {
    const output = await devDeposit(alice.username, 'BTC', '0.01');
    expect(output).toContain('simulated deposit of 0.01 BTC');
    await expect(page.getByText('Deposit detected')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Deposit Completed')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Your deposit of 0.01 BTC ($910) has been credited.'),
    ).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('$910.00');
  });

  await test.step('the deposit is in the history', async () => {
    await page.keyboard.press('Escape');
    await openApp(page, '/history');
    await page.getByTestId('history-tab-deposits').click();
    await expect(page.getByTestId('history-deposit-row')).toHaveAttribute(
      'data-status',
      'COMPLETED',
    );
  });

  await test.step('wager $69 (a real dice bet), then withdraw 0.5 LTC', async () => {
    const bet = await page.request.post('/api/games/dice/bet', {
      data: { amount: '70', target: 50.5, condition: 'over' },
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(bet.status()).toBe(200);
    await openApp(page, '/withdraw?currency=litecoin');
    await expect(page.getByTestId('withdraw-modal')).toBeVisible();
    await expect(page.getByTestId('withdraw-currency')).toContainText('Litecoin');
    await page.getByTestId('withdraw-address').fill('ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9');
    await page.getByTestId('withdraw-crypto').fill('0.5');
    await expect(page.getByTestId('withdraw-usd')).toHaveValue('44.00');
    await expect(page.getByTestId('withdraw-received')).toHaveText('0.499 LTC');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByText('Withdrawal submitted')).toBeVisible();
    await expect(page.getByTestId('withdraw-modal')).toBeHidden();
    await page.getByRole('button', { name: 'View' }).click();
  });

  await test.step('the tracker follows the withdrawal through the approval', async () => {
    const modal = page.getByTestId('payment-detail-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('status-tracker')).toHaveAttribute('data-status', 'PENDING');
    await expect(page.getByTestId('tracker-step-review')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('tracker-step-review')).toContainText('Pending Review');
    await expect(page.getByTestId('cancel-withdrawal')).toBeVisible();
    const listed = await admin('withdrawals', 'list');
    const id = /^([0-9a-f-]{36}) .*0\.5 LTC/m.exec(listed)?.[1];
    expect(id, listed).toBeTruthy();
    await admin('withdrawals', 'approve', id!);
    await expect(page.getByTestId('status-tracker')).toHaveAttribute('data-status', 'COMPLETED', {
      timeout: 30_000,
    });
    // When COMPLETED the first and third steps are hidden; step 2 reads Review Complete.
    await expect(page.getByTestId('tracker-step-submitted')).toHaveCount(0);
    await expect(page.getByTestId('tracker-step-processing')).toHaveCount(0);
    await expect(page.getByTestId('tracker-step-review')).toHaveText('Review Complete');
    await expect(page.getByTestId('tracker-step-successful')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('cancel-withdrawal')).toHaveCount(0);
  });
});

test('a pending withdrawal can be cancelled and the funds come back', async ({ page }) => {
  test.setTimeout(90_000);
  const bob = await signUp(page, 'pb', { verify: true });
  await admin(
    'credit',
    '--user',
    bob.username,
    '--amount',
    '200',
    '--pocket',
    'credits',
    '--reason',
    'e2e',
  );
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: '70', target: 50.5, condition: 'over' },
    headers: { authorization: `Bearer ${bob.accessToken}` },
  });
  expect(bet.status()).toBe(200);
  const withdrawal = await page.request.post('/api/payments/withdrawals', {
    data: {
      asset: 'LTC',
      network: 'ltc',
      address: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
      assetAmount: '0.1',
    },
    headers: { authorization: `Bearer ${bob.accessToken}` },
  });
  expect(withdrawal.status()).toBe(200);
  const before = ((await withdrawal.json()) as { credits: string }).credits;
  await openApp(page, '/history');
  await page.getByTestId('history-tab-withdrawals').click();
  await page.getByTestId('history-withdrawal-row').click();
  await page.getByTestId('cancel-withdrawal').click();
  await expect(page.getByText('Withdrawal cancelled')).toBeVisible();
  await expect(page.getByTestId('status-tracker')).toHaveAttribute('data-status', 'CANCELLED');
  const balance = await page.request.get('/api/wallet/balance', {
    headers: { authorization: `Bearer ${bob.accessToken}` },
  });
  const { credits } = (await balance.json()) as { credits: string };
  expect(Number(credits)).toBeCloseTo(Number(before) + 8.8, 6);
});

test('an injected EIP-1193 wallet connects, sends an instant deposit and disconnects', async ({
  page,
}) => {
  await signUp(page, 'pc');
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
    (window as unknown as { __sent: unknown[] }).__sent = sent;
    (window as unknown as { ethereum: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts') {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return ['0x1111111111111111111111111111111111111111'];
        }
        if (method === 'eth_chainId') return '0x1';
        if (method === 'eth_sendTransaction') {
          sent.push(params?.[0]);
          return `0x${'ab'.repeat(32)}`;
        }
        if (method === 'wallet_revokePermissions') {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return null;
        }
        throw Object.assign(new Error('unsupported'), { code: 4200 });
      },
      on: (event: string, handler: (...args: unknown[]) => void) => {
        (listeners[event] ??= []).push(handler);
      },
      removeListener: () => undefined,
    };
  });
  await openApp(page, '/deposit?currency=ethereum');
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  const wallet = page.getByTestId('wallet-connect');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');
  await page.getByTestId('wallet-connect-button').click();
  await expect(wallet).toHaveAttribute('data-state', 'connecting');
  await expect(wallet).toHaveAttribute('data-state', 'connected');
  await expect(wallet).toContainText('0x1111…1111');
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Enter the amount to deposit.')).toBeVisible();
  await page.getByTestId('deposit-crypto').fill('0.25');
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Transaction sent')).toBeVisible();
  const address = await page.getByTestId('deposit-address').inputValue();
  const sent = await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
  expect(sent).toEqual([
    {
      from: '0x1111111111111111111111111111111111111111',
      to: address,
      value: `0x${250_000_000_000_000_000n.toString(16)}`,
    },
  ]);
  await page.getByTestId('wallet-disconnect').click();
  await expect(wallet).toHaveAttribute('data-state', 'disconnecting');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');
});

test('without a browser wallet the Deposit modal says so', async ({ page }) => {
  await signUp(page, 'pd');
  await openApp(page, '/deposit?currency=ethereum');
  await expect(page.getByTestId('wallet-connect')).toHaveAttribute('data-state', 'no-wallet');
  await expect(page.getByTestId('wallet-none')).toBeVisible();
});
