import { createHash, createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E_TELEGRAM_BOT_TOKEN } from '../support/telegram';
import {
  boxOf,
  createPlayer,
  dragBy,
  openApp,
  searchAndHash,
  signInAs,
  viewportOf,
  WIDTHS,
} from './support/shell';

/**
 * Issue 8, the messenger's ways in (docs/decisions/013): the `?telegram` link adopts a full
 * session (the refresh cookie, not just a 15-minute token); the Sign-in and Register modals
 * offer Telegram's OAuth redirect, whose `#tgAuthResult` answer signs the player in against
 * the real server (the e2e server has a made-up bot token; Telegram itself is never reached:
 * `oauth.telegram.org` is answered by the test). And Live Stats opens on a phone.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/shell/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const BOT_ID = E2E_TELEGRAM_BOT_TOKEN.split(':')[0];
const LINK_EXPIRED = 'This sign-in link has expired or was already used. Please log in again.';

// Each test loads the app several times; a busy machine needs the room.
test.describe.configure({ timeout: 120_000 });

/** Login Widget data signed with the bot token exactly as Telegram documents it. */
function signedWidgetData(
  fields: Record<string, string | number>,
): Record<string, string | number> {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(E2E_TELEGRAM_BOT_TOKEN).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

async function refreshCookieOf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'tengu_refresh');
}

test.describe('the ?telegram link', () => {
  test.use({ viewport: viewportOf(390) });

  test('adopts a full session: clean URL on /, survives an expired access token', async ({
    page,
  }) => {
    const player = await createPlayer(page, 'tl');
    // The sign-up above went through this browser's cookie jar; the link must do the work.
    const linkToken = (await refreshCookieOf(page))?.value;
    expect(linkToken).toEqual(expect.any(String));
    await page.context().clearCookies();

    const adopted = page.waitForResponse('**/api/auth/session/adopt');
    await openApp(
      page,
      `/vip?telegram=true&accessToken=${encodeURIComponent(player.accessToken)}` +
        `&refreshToken=${encodeURIComponent(linkToken ?? '')}`,
    );
    expect((await adopted).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect(searchAndHash(page)).toBe('');
    // Replaced, not pushed: going back never returns to the address with the tokens.
    await page.goBack();
    expect(page.url()).not.toContain('refreshToken');
    if (!page.url().endsWith('/')) await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu-username')).toHaveText(player.username, {
      timeout: 20_000,
    });

    const cookie = await refreshCookieOf(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value).not.toBe(linkToken);

    // A plain reload keeps the player; so does one whose access token has gone bad, which
    // only the refresh cookie can rescue.
    await page.reload();
    await expect(page.getByTestId('user-menu-username')).toHaveText(player.username, {
      timeout: 20_000,
    });
    await page.evaluate(() =>
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: 'expired.access.token' }, version: 0 }),
      ),
    );
    const refreshed = page.waitForResponse('**/api/auth/refresh');
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByTestId('user-menu-username')).toHaveText(player.username, {
      timeout: 20_000,
    });
    await page.screenshot({ path: `${SHOTS}telegram-link-390.png` });

    // The link itself is spent: opening it again is a clear error, and the visitor is out.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('tengu-auth'));
    await openApp(
      page,
      `/?telegram=true&accessToken=x&refreshToken=${encodeURIComponent(linkToken ?? '')}`,
    );
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: LINK_EXPIRED }),
    ).toBeVisible();
    await expect(page.getByTestId('sign-in')).toBeVisible();
  });

  test('a bad token shows a clear error and leaves the visitor logged out', async ({ page }) => {
    await openApp(page, '/casino/home?telegram=true&accessToken=bad&refreshToken=not-a-token');
    await expect(page).toHaveURL(/\/$/);
    expect(searchAndHash(page)).toBe('');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: LINK_EXPIRED });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error logging in.');
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await expect(page.getByTestId('user-menu-trigger')).toHaveCount(0);
    expect(await refreshCookieOf(page)).toBeUndefined();
    await page.screenshot({ path: `${SHOTS}telegram-link-error-390.png` });
  });
});

test.describe('Continue with Telegram', () => {
  for (const width of WIDTHS) {
    test(`${width} px: the modals link to Telegram's sign-in, which comes back signed in`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewportOf(width));
      const origin = new URL(baseURL ?? '').origin;
      const telegramId = 910_000_000 + Math.floor(Math.random() * 1_000_000);
      let telegramRequest: URL | null = null;
      // Telegram's page, played by the test: it confirms at once and sends the player back to
      // return_to with signed data, as oauth.telegram.org does after the player agrees.
      await page.route('https://oauth.telegram.org/**', async (route) => {
        telegramRequest = new URL(route.request().url());
        const returnTo = telegramRequest.searchParams.get('return_to') ?? '';
        const data = signedWidgetData({
          id: telegramId,
          first_name: 'Tess',
          username: `tess_${width}`,
          auth_date: Math.floor(Date.now() / 1000),
        });
        const result = Buffer.from(JSON.stringify(data)).toString('base64url');
        await route.fulfill({
          contentType: 'text/html',
          body: `<script>location.replace(${JSON.stringify(`${returnTo}#tgAuthResult=${result}`)})</script>`,
        });
      });

      await openApp(page, '/vip');
      await page.getByTestId('register').click();
      await expect(page.getByTestId('signup-modal').getByTestId('telegram-login')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}telegram-signup-modal-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('sign-in').click();
      const button = page.getByTestId('login-modal').getByTestId('telegram-login');
      await expect(button).toBeVisible();
      await expect(button).toHaveText('Continue with Telegram');
      await page.screenshot({ path: `${SHOTS}telegram-login-modal-${width}.png` });

      const href = new URL((await button.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe('https://oauth.telegram.org/auth');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        bot_id: BOT_ID,
        origin,
        return_to: `${origin}/vip`,
        request_access: 'write',
      });

      const widgetAnswer = page.waitForResponse('**/api/auth/telegram/widget');
      await button.click();
      expect((await widgetAnswer).status()).toBe(200);
      expect(telegramRequest).not.toBeNull();
      await expect(page).toHaveURL(/\/vip$/);
      await expect.poll(() => searchAndHash(page)).toBe('');
      // A new Telegram player is signed in and asked to pick a username.
      await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
      await expect(page.getByTestId('set-username-modal')).toBeVisible();
      expect(await refreshCookieOf(page)).toBeDefined();
    });
  }

  test('hidden when the server has no Telegram bot', async ({ page }) => {
    await page.setViewportSize(viewportOf(1440));
    await page.route('**/api/auth/telegram/config', (route) =>
      route.fulfill({ json: { enabled: false, botName: null, botId: null } }),
    );
    await openApp(page, '/');
    await page.getByTestId('sign-in').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('telegram-login')).toHaveCount(0);
    await page.getByTestId('login-to-register').click();
    await expect(page.getByTestId('signup-modal')).toBeVisible();
    await expect(page.getByTestId('telegram-login')).toHaveCount(0);
  });
});

test.describe('Live Stats on a phone', () => {
  test.use({ viewport: viewportOf(390) });

  test('opens from the user menu, fits the screen and stays inside it when dragged', async ({
    page,
  }) => {
    const player = await createPlayer(page, 'lp');
    await signInAs(page, player);
    await expect(page.getByTestId('live-stats-toggle')).toBeHidden();
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByTestId('user-menu-live-stats')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}user-menu-live-stats-390.png` });
    await page.getByTestId('user-menu-live-stats').click();
    const panel = page.getByTestId('live-stats-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeHidden();

    const inside = async () => {
      const box = await boxOf(page, 'live-stats-panel');
      expect(box.width).toBe(280);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y).toBeGreaterThanOrEqual(60);
      // Above the 60 px phone footer.
      expect(box.y + box.height).toBeLessThanOrEqual(844 - 60 + 1);
      return box;
    };
    await inside();
    await page.screenshot({ path: `${SHOTS}live-stats-phone-390.png` });

    await dragBy(page, 'live-stats-handle', -500, 900);
    const dragged = await inside();
    expect(Math.round(dragged.x)).toBe(0);
    await dragBy(page, 'live-stats-handle', 500, -900);
    const back = await inside();
    expect(Math.round(back.x + back.width)).toBe(390);
    expect(Math.round(back.y)).toBe(60);

    await page.getByTestId('live-stats-close').click();
    await expect(panel).toBeHidden();
  });

  test('the menu entry is for phones: wider screens have the header button', async ({ page }) => {
    await page.setViewportSize(viewportOf(800));
    const player = await createPlayer(page, 'lw');
    await signInAs(page, player);
    await expect(page.getByTestId('live-stats-toggle')).toBeVisible();
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('user-menu-live-stats')).toBeHidden();
  });
});

test.describe('signed in', () => {
  test('the short logo while the left sidebar is collapsed; no Register in the hero', async ({
    page,
  }) => {
    await page.setViewportSize(viewportOf(1440));
    await openApp(page, '/');
    await expect(page.getByTestId('logo-full')).toBeVisible();
    await expect(page.getByTestId('hero-register')).toBeVisible();
    const player = await createPlayer(page, 'lg');
    await signInAs(page, player);
    await expect(page.getByTestId('logo-full')).toBeVisible();
    await expect(page.getByTestId('hero-banner')).toBeVisible();
    await expect(page.getByTestId('hero-register')).toHaveCount(0);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('logo-full')).toBeHidden();
    await expect(page.getByTestId('logo')).toBeVisible();
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('logo-full')).toBeVisible();
    // 800 px: the sidebar is a rail, so the logo is the short one.
    await page.setViewportSize(viewportOf(800));
    await expect(page.getByTestId('logo-full')).toBeHidden();
  });
});
