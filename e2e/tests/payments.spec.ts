import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { localEvm } from '../support/local-evm';
import { emailedLink, openApp } from './support/accounts';

/**
 * Payments end to end (issue 9). Ethereum runs on a real local EVM node (Hardhat with an ERC-20
 * USDT, started by the harness: support/evm-chain.ts) that the server watches through its
 * production settings; the other networks are simulated. A player deposits USDT by a real
 * transfer, sees the toasts, the balance and the bell; withdraws on-chain and follows the
 * tracker through the operator's approval (npm run admin -- withdrawals approve); an injected
 * EIP-1193 wallet backed by a development account sends an instant deposit that is verified
 * by its transaction hash at once; a simulated BTC deposit comes from the command line
 * (npm run dev:deposit).
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

/**
 * An injected EIP-1193 wallet (`window.ethereum`) on the local chain's id 31337: it hands every
 * eth_sendTransaction to the page's exposed `__walletSend` and records it in `window.__sent`.
 */
async function installInjectedWallet(page: Page, account: string) {
  await page.addInitScript((account) => {
    const sent: unknown[] = [];
    const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
    const w = window as unknown as {
      __sent: unknown[];
      __walletSend: (tx: unknown) => Promise<string>;
      ethereum: unknown;
    };
    w.__sent = sent;
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts') {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          return [account];
        }
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'eth_sendTransaction') {
          sent.push(params?.[0]);
          return w.__walletSend(params?.[0]);
        }
        if (method === 'wallet_revokePermissions') {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          return null;
        }
        throw Object.assign(new Error('unsupported'), { code: 4200 });
      },
      on: (event: string, handler: (...args: unknown[]) => void) => {
        (listeners[event] ??= []).push(handler);
      },
      removeListener: () => undefined,
    };
  }, account);
}

test('the Deposit modal: address and QR, pickers, minimum, new address, synced amounts, Buy Crypto', async ({
  page,
}) => {
  await signUp(page, 'pm');
  await openApp(page, '/');
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  await expect(page.getByTestId('deposit-currency')).toContainText('Solana');
  await expect(page.getByTestId('deposit-address')).not.toHaveValue('');
  await expect(page.getByTestId('deposit-qr').locator('svg')).toBeVisible();
  // ETH and Solana are on real nodes here; the other networks (e.g. Bitcoin) are simulated.
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

test('a player deposits USDT on the local EVM chain, sees the toasts, the balance and the bell, withdraws on-chain and follows the tracker', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chain = localEvm();
  const alice = await signUp(page, 'pa', { verify: true });
  const auth = { authorization: `Bearer ${alice.accessToken}` };

  let depositAddress = '';
  await test.step('the Deposit modal: USDT on Ethereum, an address from the operator key, its QR', async () => {
    await openApp(page, '/deposit?currency=tether');
    await expect(page.getByTestId('deposit-modal')).toBeVisible();
    await page.getByTestId('deposit-network-eth').click();
    await expect(page.getByTestId('deposit-network-eth')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('deposit-minimum')).toHaveText('Minimum deposit: 10 USDT');
    await expect(page.getByTestId('deposit-address')).toHaveValue(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.getByTestId('deposit-qr').locator('svg')).toBeVisible();
    depositAddress = await page.getByTestId('deposit-address').inputValue();
  });

  await test.step('a real ERC-20 transfer is detected, confirmed, credited, and lights the bell', async () => {
    await expect(page.getByTestId('header-balance')).toHaveText('$0.00');
    await expect(page.getByTestId('notification-dot')).toHaveCount(0);
    const receipt = await chain.payUsdt(depositAddress, '150');
    expect(receipt.status).toBe('success');
    await expect(page.getByText('Deposit detected')).toBeVisible({ timeout: 15_000 });
    // Ethereum needs 12 confirmations: the transfer's block and 11 more.
    await chain.mine(11);
    await expect(page.getByText('Deposit Completed')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Your deposit of 150 USDT ($150) has been credited.'),
    ).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('$150.00');
    // The notification arrived live on /user: the bell's unread dot, without a reload.
    await expect(page.getByTestId('notification-dot')).toBeVisible();
  });

  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await test.step('wager $69 (a real dice bet), then withdraw 20 USDT to an Ethereum address', async () => {
    const bet = await page.request.post('/api/games/dice/bet', {
      data: { amount: '70', target: 50.5, condition: 'over' },
      headers: auth,
    });
    expect(bet.status()).toBe(200);
    await page.keyboard.press('Escape');
    await openApp(page, '/withdraw?currency=tether');
    await expect(page.getByTestId('withdraw-modal')).toBeVisible();
    await page.getByTestId('withdraw-network-eth').click();
    await page.getByTestId('withdraw-address').fill(recipient);
    await page.getByTestId('withdraw-crypto').fill('20');
    await expect(page.getByTestId('withdraw-usd')).toHaveValue('20.00');
    await expect(page.getByTestId('withdraw-received')).toHaveText('16 USDT');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByText('Withdrawal submitted')).toBeVisible();
    await expect(page.getByTestId('withdraw-modal')).toBeHidden();
    await page.getByRole('button', { name: 'View' }).click();
  });

  await test.step('the tracker follows the withdrawal: review, approval, broadcast, confirmation', async () => {
    await expect(page.getByTestId('payment-detail-modal')).toBeVisible();
    const tracker = page.getByTestId('status-tracker');
    await expect(tracker).toHaveAttribute('data-status', 'PENDING');
    await expect(page.getByTestId('tracker-step-review')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('tracker-step-review')).toContainText('Pending Review');
    await expect(page.getByTestId('cancel-withdrawal')).toBeVisible();
    const mine = await page.request.get('/api/payments/withdrawals', { headers: auth });
    const [withdrawal] = ((await mine.json()) as { withdrawals: { id: string }[] }).withdrawals;
    expect(withdrawal).toBeTruthy();
    // Blocks wait for the test: the broadcast transaction sits in the mempool (PROCESSING).
    await chain.setAutomine(false);
    try {
      await admin('withdrawals', 'approve', withdrawal!.id);
      await expect(tracker).toHaveAttribute('data-status', 'PROCESSING', { timeout: 15_000 });
      await expect(page.getByTestId('tracker-step-processing')).toHaveAttribute(
        'data-state',
        'current',
      );
      await expect(page.getByTestId('cancel-withdrawal')).toHaveCount(0);
      await chain.mine(1);
    } finally {
      await chain.setAutomine(true);
    }
    await expect(tracker).toHaveAttribute('data-status', 'COMPLETED', { timeout: 15_000 });
    // When COMPLETED the first and third steps are hidden; step 2 reads Review Complete.
    await expect(page.getByTestId('tracker-step-submitted')).toHaveCount(0);
    await expect(page.getByTestId('tracker-step-processing')).toHaveCount(0);
    await expect(page.getByTestId('tracker-step-review')).toHaveText('Review Complete');
    await expect(page.getByTestId('tracker-step-successful')).toHaveAttribute('data-state', 'done');
    // Received amount = 20 USDT less the 4 USDT fee, paid on-chain by the hot wallet.
    expect(await chain.usdtBalance(recipient)).toBe(16_000_000n);
    await expect(page.getByTestId('detail-tx-link')).toHaveAttribute(
      'href',
      /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
    );
  });
});

test('a simulated deposit from the command line (npm run dev:deposit) is announced, credited and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dora = await signUp(page, 'ps');
  await openApp(page, '/');
  // The simulator pays the player's current address (one is made for them when they have none).
  const output = await devDeposit(dora.username, 'BTC', '0.01');
  expect(output).toContain('simulated deposit of 0.01 BTC');
  await expect(page.getByText('Deposit detected')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Deposit Completed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your deposit of 0.01 BTC ($910) has been credited.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$910.00');
  await openApp(page, '/history');
  await page.getByTestId('history-tab-deposits').click();
  await expect(page.getByTestId('history-deposit-row')).toHaveAttribute('data-status', 'COMPLETED');
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

test('an injected EIP-1193 wallet sends an instant deposit on-chain, verified by its hash at once', async ({
  page,
}) => {
  const chain = localEvm();
  const walletAddress = chain.addressOf(chain.keys.browserWallet);
  await signUp(page, 'pc');
  // The browser wallet signs with a funded development account of the local chain; a second
  // "transaction" only gets a hash the chain never saw (a wallet on another network).
  let sends = 0;
  await page.exposeFunction('__walletSend', async (tx: { to: string; value: string }) => {
    sends += 1;
    if (sends > 1) return `0x${'ab'.repeat(32)}`;
    return chain.sendTransaction(chain.keys.browserWallet, tx);
  });
  await installInjectedWallet(page, walletAddress);
  await openApp(page, '/deposit?currency=ethereum');
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  const wallet = page.getByTestId('wallet-connect');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');
  await page.getByTestId('wallet-connect-button').click();
  await expect(wallet).toHaveAttribute('data-state', 'connecting');
  await expect(wallet).toHaveAttribute('data-state', 'connected');
  await expect(wallet).toContainText(`${walletAddress.slice(0, 6)}…${walletAddress.slice(-4)}`);
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Enter the amount to deposit.')).toBeVisible();
  await page.getByTestId('deposit-crypto').fill('0.25');
  const verified = page.waitForResponse((response) =>
    response.url().endsWith('/api/payments/deposits/verify'),
  );
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Transaction sent')).toBeVisible();
  const address = await page.getByTestId('deposit-address').inputValue();
  const sent = await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
  expect(sent).toEqual([
    { from: walletAddress, to: address, value: `0x${250_000_000_000_000_000n.toString(16)}` },
  ]);
  // The server looked the transaction up at once and recorded the deposit.
  const answer = await verified;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({
    success: true,
    message: 'Deposit of 0.25 ETH found: it is credited once it has 12 confirmations.',
  });
  await expect(page.getByText('Deposit detected')).toBeVisible();

  // A hash the chain does not know: the spec's error toast with the server's message.
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Error Verifying Deposit!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/This transaction was not found on Ethereum/)).toBeVisible();

  await page.getByTestId('wallet-disconnect').click();
  await expect(wallet).toHaveAttribute('data-state', 'disconnecting');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');
});

test('an instant USDT deposit calls transfer on the token contract the server watches', async ({
  page,
}) => {
  const chain = localEvm();
  const walletAddress = chain.addressOf(chain.keys.browserWallet);
  await chain.payUsdt(walletAddress, '40');
  await signUp(page, 'pu');
  await page.exposeFunction('__walletSend', (tx: { to: string; value?: string; data?: string }) =>
    chain.sendTransaction(chain.keys.browserWallet, tx),
  );
  await installInjectedWallet(page, walletAddress);
  await openApp(page, '/deposit?currency=tether');
  await page.getByTestId('deposit-network-eth').click();
  await expect(page.getByTestId('deposit-address')).toHaveValue(/^0x[0-9a-fA-F]{40}$/);
  const address = await page.getByTestId('deposit-address').inputValue();
  await page.getByTestId('wallet-connect-button').click();
  await expect(page.getByTestId('wallet-connect')).toHaveAttribute('data-state', 'connected');
  await page.getByTestId('deposit-crypto').fill('30');
  const verified = page.waitForResponse((response) =>
    response.url().endsWith('/api/payments/deposits/verify'),
  );
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Transaction sent')).toBeVisible();
  // transfer(address, 30 000 000) on the local USDT (EVM_TOKEN_CONTRACTS), not mainnet's 0xdAC17F….
  const pad = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  const sent = await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
  expect(sent).toEqual([
    {
      from: walletAddress,
      to: chain.usdt,
      value: '0x0',
      data: `0xa9059cbb${pad(address)}${pad((30_000_000).toString(16))}`,
    },
  ]);
  const answer = await verified;
  expect(await answer.json()).toEqual({
    success: true,
    message: 'Deposit of 30 USDT found: it is credited once it has 12 confirmations.',
  });
  await expect(page.getByText('Deposit detected')).toBeVisible();
  expect(await chain.usdtBalance(address)).toBe(30_000_000n);

  // USDC on Base: no node watches it here (simulated), so the wallet is not asked to send.
  await page.getByTestId('deposit-currency').click();
  await page.getByTestId('deposit-currency-USDC').click();
  await page.getByTestId('deposit-network-base').click();
  await expect(page.getByTestId('wallet-unavailable')).toHaveText(
    'Instant deposits of USDC on Base are not available here. Send to the address above instead.',
  );
  await page.getByTestId('wallet-connect-button').click();
  await expect(page.getByTestId('wallet-connect')).toHaveAttribute('data-state', 'connected');
  await expect(page.getByTestId('wallet-send')).toBeDisabled();
  await expect(page.getByTestId('wallet-send')).toHaveText('Not available');
  expect(
    await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent),
  ).toHaveLength(1);
});

test('without a browser wallet the Deposit modal says so', async ({ page }) => {
  await signUp(page, 'pd');
  await openApp(page, '/deposit?currency=ethereum');
  await expect(page.getByTestId('wallet-connect')).toHaveAttribute('data-state', 'no-wallet');
  await expect(page.getByTestId('wallet-none')).toBeVisible();
});
