import { expect, test, type Page } from '@playwright/test';
import type { KeyPairSigner } from '@solana/kit';
import { localSolana } from '../support/local-solana';
import { openApp } from './support/accounts';

/**
 * Solana deposits end to end (issue 19). Solana runs on the real SVM (the litesvm JSON-RPC
 * node started by the harness, support/solana-chain.ts, with SPL mints), watched by the server
 * through its production settings. /deposit opens the Deposit modal on Solana; a player connects
 * an injected Phantom-style wallet (`window.phantom.solana`) whose key lives in the test: it
 * signs the transfer the server built with the wallet's ed25519 key and sends it to the node.
 * The instant USDC deposit is verified by its signature, detected, finalized and credited.
 */

const PASSWORD = 'Tengu-Pass-42';
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

async function signUp(page: Page, prefix: string) {
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
  return { username, accessToken };
}

/**
 * A Phantom-style injected Solana wallet: connect() answers the test wallet's public key after
 * a moment (the "connecting" state), signAndSendTransaction hands the message to the test's
 * exposed `__solanaSignAndSend` (which signs and sends it for real) and records it.
 */
async function installSolanaWallet(
  page: Page,
  wallet: KeyPairSigner,
  signAndSend: (message: string) => Promise<string>,
) {
  await page.exposeFunction('__solanaSignAndSend', signAndSend);
  await page.addInitScript((address) => {
    const w = window as unknown as {
      __solanaSignAndSend: (message: string) => Promise<string>;
      __solanaSent: string[];
      __solanaAnswerUnknown?: boolean;
      phantom: unknown;
      solana: unknown;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    w.__solanaSent = [];
    const provider = {
      isPhantom: true,
      publicKey: null as { toString(): string } | null,
      async connect() {
        await pause(400);
        provider.publicKey = { toString: () => address };
        return { publicKey: provider.publicKey };
      },
      async disconnect() {
        await pause(600);
        provider.publicKey = null;
      },
      async request({ method, params }: { method: string; params?: { message?: string } }) {
        if (method === 'signAndSendTransaction' && params?.message) {
          w.__solanaSent.push(params.message);
          // A wallet that answers a signature the chain never saw (the error path).
          if (w.__solanaAnswerUnknown) return { signature: '1'.repeat(88), publicKey: address };
          return { signature: await w.__solanaSignAndSend(params.message), publicKey: address };
        }
        throw Object.assign(new Error('unsupported'), { code: 4200 });
      },
      on: () => undefined,
      removeListener: () => undefined,
    };
    w.phantom = { solana: provider };
    w.solana = provider;
  }, wallet.address);
}

test('/deposit opens on Solana; without a Solana wallet the modal says so', async ({ page }) => {
  await signUp(page, 'sn');
  await openApp(page, '/deposit');
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  await expect(page.getByTestId('deposit-currency')).toContainText('Solana');
  await expect(page.getByTestId('deposit-address')).toHaveValue(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const wallet = page.getByTestId('wallet-connect');
  await expect(wallet).toHaveAttribute('data-wallet', 'solana');
  await expect(wallet).toHaveAttribute('data-state', 'no-wallet');
  await expect(page.getByTestId('wallet-none')).toHaveText(
    'No Solana wallet found. Install one (Phantom, Solflare, Backpack) to deposit in one click.',
  );
});

test('a player connects the injected Solana wallet, makes an instant USDC deposit and sees it completed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sol = await localSolana();
  // The player's own wallet: 1 SOL for fees and the deposit account's rent, 100 USDC.
  const payer = await sol.fundedWallet('browser-wallet', 1n, { USDC: 100_000_000n });
  await signUp(page, 'sw');
  await installSolanaWallet(page, payer, (message) => sol.signAndSend(payer, message));

  await openApp(page, '/deposit');
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  await expect(page.getByTestId('deposit-currency')).toContainText('Solana');
  const wallet = page.getByTestId('wallet-connect');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');

  await page.getByTestId('deposit-currency').click();
  await page.getByTestId('deposit-currency-USDC').click();
  await expect(page.getByTestId('deposit-network-sol')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('deposit-address')).toHaveValue(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const address = await page.getByTestId('deposit-address').inputValue();
  await expect(page.getByTestId('wallet-unavailable')).toHaveCount(0);

  await page.getByTestId('wallet-connect-button').click();
  await expect(wallet).toHaveAttribute('data-state', 'connecting');
  await expect(wallet).toHaveAttribute('data-state', 'connected');
  await expect(wallet).toContainText(`Connected: ${payer.address.slice(0, 6)}`);

  // A wallet and an amount are required.
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Enter the amount to deposit.')).toBeVisible();
  await page.getByTestId('deposit-crypto').fill('25');
  const verified = page.waitForResponse((response) =>
    response.url().endsWith('/api/payments/deposits/verify'),
  );
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Transaction sent')).toBeVisible();
  const answer = await verified;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    success: true,
    message: expect.stringMatching(/25 USDC/) as unknown as string,
  });
  expect(
    await page.evaluate(() => (window as unknown as { __solanaSent: string[] }).__solanaSent),
  ).toHaveLength(1);
  // The transfer landed on the chain: the player's USDC account under their deposit address.
  expect(await sol.chain.tokenBalance(address, sol.mints.USDC!)).toBe(25_000_000n);

  // Finality (32 slots) comes by itself on the node; the watcher credits it once.
  await expect(page.getByText('Deposit Completed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your deposit of 25 USDC ($25) has been credited.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$25.00');

  // A signature the chain does not know: the spec's error toast with the server's message.
  await page.evaluate(() => {
    (window as unknown as { __solanaAnswerUnknown: boolean }).__solanaAnswerUnknown = true;
  });
  await page.getByTestId('wallet-send').click();
  await expect(page.getByText('Error Verifying Deposit!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/This transaction was not found on Solana/)).toBeVisible();

  await page.getByTestId('wallet-disconnect').click();
  await expect(wallet).toHaveAttribute('data-state', 'disconnecting');
  await expect(wallet).toHaveAttribute('data-state', 'has-wallet');
});
