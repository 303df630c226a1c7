import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/accounts';

/**
 * Issue 19 in the browser: a network the deployment has no node for is shown unavailable with
 * its reason (the production rule; here GET /api/payments/config is answered as a production
 * server without a TRON node would answer it), and the Buy Crypto tab opens the configured
 * on-ramp template on the player's own deposit address and destination tag.
 */

const WIDGET = 'https://onramp.example/widget';
const TEMPLATE = `${WIDGET}?code={currency}&chain={chain}&to={address}&tag={tag}`;

async function signUp(page: Page) {
  const username = `net_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const response = await page.request.post('/api/auth/signup', {
    data: {
      email: `${username}@example.com`,
      username,
      password: 'Tengu-Pass-42',
      consent: true,
    },
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
}

test('an unavailable network says why, and Buy Crypto opens on the player’s address and tag', async ({
  page,
}) => {
  await page.route('**/api/payments/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...config,
        buyCryptoUrl: TEMPLATE,
        unavailableNetworks: [{ network: 'tron', reason: 'no-node' }],
      },
    });
  });
  await page.route(`${WIDGET}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>on-ramp widget</p>' }),
  );
  const tronAddressRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('deposit-address') && request.url().includes('network=tron')) {
      tronAddressRequests.push(request.url());
    }
  });
  await signUp(page);
  await openApp(page, '/deposit?currency=tether');
  await expect(page.getByTestId('deposit-modal')).toBeVisible();

  // USDT defaults to TRC20, which has no node here: struck through, the reason, no address.
  await expect(page.getByTestId('deposit-network-tron')).toHaveAttribute(
    'data-unavailable',
    'true',
  );
  await expect(page.getByTestId('network-unavailable')).toHaveText(
    'Tron (TRC20) is not available on this site right now: no node is connected for it. Please choose another network.',
  );
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  // Another network of the same currency works as before.
  await page.getByTestId('deposit-network-eth').click();
  await expect(page.getByTestId('network-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('deposit-address')).not.toHaveValue('');
  expect(tronAddressRequests).toEqual([]);

  // XRP: the operator's address and this player's tag, in the Deposit tab and in the widget URL.
  await page.getByTestId('deposit-currency').click();
  await page.getByTestId('deposit-currency-XRP').click();
  const address = await page.getByTestId('deposit-address').inputValue();
  const tag = await page.locator('#deposit-memo').inputValue();
  expect(tag).toMatch(/^[1-9]\d*$/);
  await page.getByTestId('deposit-tab-buy').click();
  await page.getByTestId('buy-currency').click();
  await page.getByTestId('buy-currency-XRP').click();
  await expect(page.getByTestId('buy-crypto-prefilled')).toContainText('XRP Ledger');
  const src = await page.getByTestId('buy-crypto-frame').getAttribute('src');
  const params = new URL(src!).searchParams;
  expect(Object.fromEntries(params)).toEqual({ code: 'XRP', chain: 'ripple', to: address, tag });
  await expect(
    page.frameLocator('[data-testid="buy-crypto-frame"]').getByText('on-ramp widget'),
  ).toBeVisible();

  // The Withdraw modal says the same for TRC20 and will not submit there.
  await openApp(page, '/withdraw?currency=tether');
  await expect(page.getByTestId('withdraw-modal')).toBeVisible();
  await expect(page.getByTestId('network-unavailable')).toBeVisible();
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
});
