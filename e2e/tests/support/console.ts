import { expect, type Page } from '@playwright/test';
import { emailedLink } from './accounts';
import { admin, createPlayer, type Player } from './shell';
import { TotpDevice } from './totp';

/** createPlayer's password (support/shell.ts). */
const PASSWORD = 'Tengu-Pass-42';

/** Opens the page signed in with this access token (the app's persisted auth store). */
export async function withToken(page: Page, accessToken: string) {
  await page.addInitScript((token) => {
    localStorage.setItem(
      'tengu-auth',
      JSON.stringify({ state: { accessToken: token }, version: 0 }),
    );
  }, accessToken);
}

/**
 * A staff member for the operator console (ADR 037): a new player with TOTP turned on, granted
 * `role`, signed in again with password + code as staff do.
 */
export async function staffWithTotp(
  page: Page,
  prefix: string,
  role: 'admin' | 'finance' | 'support' | 'moderator' | 'trader' = 'admin',
): Promise<{ operator: Player; accessToken: string }> {
  const operator = await createPlayer(page, prefix);
  const auth = { authorization: `Bearer ${operator.accessToken}` };
  const setup = await page.request.post('/api/auth/2fa/setup', { headers: auth });
  const { secret } = (await setup.json()) as { secret: string };
  const device = new TotpDevice(secret);
  const enable = await page.request.post('/api/auth/2fa/enable', {
    headers: auth,
    data: { code: await device.nextCode() },
  });
  expect(enable.status()).toBe(200);
  await admin('staff', 'grant', '--user', operator.username, '--role', role);
  const login = await page.request.post('/api/auth/login', {
    data: { login: operator.username, password: PASSWORD },
  });
  const { tempToken } = (await login.json()) as { tempToken: string };
  const verify = await page.request.post('/api/auth/2fa/verify', {
    data: { tempToken, twoFactorCode: await device.nextCode() },
  });
  expect(verify.status()).toBe(200);
  const { accessToken } = (await verify.json()) as { accessToken: string };
  return { operator, accessToken };
}

/**
 * A verified player who was credited $200, wagered `wager` on dice and asked for an LTC
 * withdrawal, which waits in the console's PENDING queue.
 */
export async function playerWithPendingWithdrawal(page: Page, wager = '70') {
  const username = `wd_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const email = `${username}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, username, password: PASSWORD, consent: true },
  });
  expect(signup.status()).toBe(201);
  const { accessToken, user } = (await signup.json()) as { accessToken: string; user: unknown };
  const link = await emailedLink(page.request, email, 'verify_email');
  const token = new URL(link, 'http://x').searchParams.get('verify_email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(
    200,
  );
  await admin('credit', '--user', username, '--amount', '200', '--reason', 'e2e console');
  const auth = { authorization: `Bearer ${accessToken}` };
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: wager, target: 50.5, condition: 'over' },
    headers: auth,
  });
  expect(bet.status()).toBe(200);
  const request = await page.request.post('/api/payments/withdrawals', {
    data: {
      asset: 'LTC',
      network: 'ltc',
      address: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
      assetAmount: '0.1',
    },
    headers: auth,
  });
  expect(request.status()).toBe(200);
  const { withdrawal } = (await request.json()) as { withdrawal: { id: string } };
  const player: Player = { username, accessToken, user };
  return { player, username, auth, withdrawalId: withdrawal.id };
}
