import { expect, test, type Page } from '@playwright/test';
import { createPlayer, searchAndHash, signInAs, viewportOf, openApp } from './support/shell';

/**
 * Issue 8: the deep links and query/hash parameters of spec document 1 section 2, each doing
 * what the spec says and leaving the address bar clean; the messenger mini-app mode with a
 * fake `window.Telegram.WebApp` (no script is loaded from the network).
 */

test.use({ viewport: viewportOf(1440) });
// Each test loads the app several times; a busy machine needs the room.
test.describe.configure({ timeout: 120_000 });

/** The payments modals come from the payments feature (h6); the shell only opens them. */
async function expectDepositOpen(page: Page) {
  await expect(page.getByTestId('deposit-modal')).toBeVisible({ timeout: 15_000 });
}

test('visitor links: deposit and clickid open sign-up, pw_token opens change-password', async ({
  page,
}) => {
  // /deposit and /withdraw need an account: visitors get the sign-up modal over the home page.
  await openApp(page, '/withdraw');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  await openApp(page, '/?deposit=bitcoin&keep=1');
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect.poll(() => searchAndHash(page)).toBe('?keep=1');
  await page.keyboard.press('Escape');

  await openApp(page, '/?clickid=click-42&campaignid=camp-7');
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect.poll(() => searchAndHash(page)).toBe('');
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain('click-42');
  expect(stored).toContain('camp-7');
  await page.keyboard.press('Escape');

  await openApp(page, '/?pw_token=abc123');
  await expect(page.getByTestId('change-password-modal')).toBeVisible();
  await expect.poll(() => searchAndHash(page)).toBe('');
  await page.keyboard.press('Escape');

  // /livesupport opens the widget after a second.
  const started = Date.now();
  await openApp(page, '/livesupport');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('live-support-widget')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
});

test('player links: deposit=, openModal, /deposit and /withdraw with currency', async ({
  page,
}) => {
  const player = await createPlayer(page, 'dl');
  await signInAs(page, player, '/?deposit=bitcoin');
  await expect.poll(() => searchAndHash(page)).toBe('');
  await expectDepositOpen(page);
  await page.keyboard.press('Escape');

  await openApp(page, '/casino/home?openModal=true');
  await expect.poll(() => searchAndHash(page)).toBe('');
  await expectDepositOpen(page);
  await page.keyboard.press('Escape');

  await openApp(page, '/deposit?currency=ethereum');
  await expect(page).toHaveURL(/\/$/);
  await expectDepositOpen(page);
  await page.keyboard.press('Escape');

  await openApp(page, '/pl/withdraw');
  await expect(page).toHaveURL(/\/pl$/);
  await expect(page.getByTestId('withdraw-modal')).toBeVisible({ timeout: 15_000 });
});

// `?telegram` with accessToken and refreshToken: shell-telegram.spec.ts (a real adopted session).

test('tgAuthResult signs in through the Login Widget endpoint and leaves the hash', async ({
  page,
}) => {
  const player = await createPlayer(page, 'tw');
  const widget = { id: 777, first_name: 'Ann', auth_date: 1_900_000_000, hash: 'ab'.repeat(32) };
  let posted: unknown = null;
  // The e2e server has no bot token; the answer is the player's own sign-in.
  await page.route('**/api/auth/telegram/widget', async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ json: { accessToken: player.accessToken, user: player.user } });
  });
  const encoded = Buffer.from(JSON.stringify(widget)).toString('base64url');
  await openApp(page, `/#tgAuthResult=${encoded}`);
  await expect(page.getByTestId('user-menu-username')).toHaveText(player.username);
  expect(posted).toEqual(widget);
  await expect.poll(() => searchAndHash(page)).toBe('');
});

test('mini-app mode: tgWebAppData signs in, dark blue, settings button, fullscreen', async ({
  page,
}) => {
  const player = await createPlayer(page, 'ma');
  const initData = 'query_id=AAH&user=%7B%22id%22%3A4242%7D&auth_date=1900000000&hash=ff';
  await page.addInitScript(() => {
    const calls: string[] = [];
    const settings: Array<() => void> = [];
    Object.assign(window, {
      __tgCalls: calls,
      __tgSettings: settings,
      Telegram: {
        WebApp: {
          initData: '',
          ready: () => calls.push('ready'),
          expand: () => calls.push('expand'),
          requestFullscreen: () => calls.push('requestFullscreen'),
          setBackgroundColor: (color: string) => calls.push(`background:${color}`),
          setHeaderColor: (color: string) => calls.push(`header:${color}`),
          SettingsButton: {
            show: () => calls.push('settings:show'),
            hide: () => calls.push('settings:hide'),
            onClick: (callback: () => void) => settings.push(callback),
            offClick: () => undefined,
          },
        },
      },
    });
  });
  let posted: unknown = null;
  await page.route('**/api/auth/telegram/mini-app', async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ json: { accessToken: player.accessToken, user: player.user } });
  });
  await page.addInitScript((data) => {
    // The messenger fills initData before the page runs.
    (window as unknown as { Telegram: { WebApp: { initData: string } } }).Telegram.WebApp.initData =
      data;
  }, initData);

  await openApp(page, `/#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.10`);
  await expect(page.getByTestId('user-menu-username')).toHaveText(player.username);
  expect(posted).toEqual({ initData });
  await expect.poll(() => searchAndHash(page)).toBe('');

  const shell = page.locator('div[data-mini-app="true"]');
  await expect(shell).toHaveCSS('background-color', 'rgb(11, 26, 51)');
  const calls = await page.evaluate(() => (window as unknown as { __tgCalls: string[] }).__tgCalls);
  expect(calls).toEqual(
    expect.arrayContaining(['ready', 'expand', 'requestFullscreen', 'settings:show']),
  );
  // The messenger's settings button and the header's both lead to /settings.
  await page.evaluate(() =>
    (window as unknown as { __tgSettings: Array<() => void> }).__tgSettings.forEach((f) => f()),
  );
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByTestId('logo').click();
  await page.getByTestId('mini-app-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
});
