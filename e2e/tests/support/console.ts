import { expect, type Page } from '@playwright/test';
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
