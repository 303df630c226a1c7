import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, openApp, signInAs, viewportOf } from './support/shell';
import { staffWithTotp } from './support/console';

/**
 * Issue 23 item 3 (ADR 041): /livesupport opens live support after a second; a player's message
 * reaches the console's support view, and the staff answer comes back live in the player's
 * widget (and lights the button's badge while the widget is closed).
 */
const SHOTS = fileURLToPath(new URL('../artifacts/live-support/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

for (const width of [390, 1440] as const) {
  test(`a visitor's /livesupport opens the widget after one second (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewportOf(width));
    await openApp(page, '/');
    const started = Date.now();
    await page.goto('/livesupport');
    await expect(page).toHaveURL(/\/$/);
    const widget = page.getByTestId('live-support-widget');
    await expect(widget).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // A visitor is asked to sign in; the help centre is one click away.
    await expect(page.getByTestId('live-support-visitor')).toBeVisible();
    await page.waitForTimeout(400); // the fade-in
    await page.screenshot({ path: `${SHOTS}visitor-${width}.png` });
    await page.getByTestId('live-support-sign-in').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });
}

test('with the chat open, the sidebar entry opens the widget beside it, covering none of it (800 px)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewportOf(800));
  await openApp(page, '/');
  await page.getByTestId('chat-toggle').click();
  const chat = page.getByTestId('right-sidebar');
  await expect(chat).toBeVisible();
  // The floating button gives way to the open panel; the rail's Live Support entry opens it.
  await expect(page.getByTestId('live-support-button')).toBeHidden();
  await page.getByTestId('left-sidebar').getByTestId('nav-liveSupport').click();
  const widget = page.getByTestId('live-support-widget');
  await expect(widget).toBeVisible();
  const [w, c] = [await widget.boundingBox(), await chat.boundingBox()];
  expect(w && c && w.x + w.width <= c.x).toBe(true);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}beside-chat-800.png` });
});

test("a player's message reaches the console and the answer comes back live", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The player on a phone.
  await page.setViewportSize(viewportOf(390));
  const player = await createPlayer(page, 'ls');
  await signInAs(page, player);
  await page.getByTestId('live-support-button').click();
  const widget = page.getByTestId('live-support-widget');
  await expect(widget).toBeVisible();
  await expect(page.getByTestId('live-support-empty')).toBeVisible();
  // An empty message is refused in place, nothing sent.
  await page.getByTestId('live-support-send').click();
  await expect(page.getByTestId('live-support-refusal')).toHaveText('Please write a message.');
  await page
    .getByTestId('live-support-input')
    .fill('My BTC deposit has 1 confirmation, when will it arrive?');
  await page.getByTestId('live-support-input').press('Enter');
  await expect(page.getByTestId('live-support-message-player')).toContainText(
    'My BTC deposit has 1 confirmation, when will it arrive?',
  );
  await expect(page.getByTestId('live-support-input')).toHaveValue('');

  // The support agent, at a desk, in the console.
  const { accessToken } = await staffWithTotp(page, 'ag', 'support');
  const desk = await browser.newContext({ viewport: viewportOf(1440) });
  await desk.addInitScript((token) => {
    localStorage.setItem(
      'tengu-auth',
      JSON.stringify({ state: { accessToken: token }, version: 0 }),
    );
  }, accessToken);
  const staffPage = await desk.newPage();
  await staffPage.goto('/admin/support');
  const row = staffPage.getByTestId(`console-support-row-${player.username}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('console-support-unanswered')).toHaveText('1');
  await row.click();
  await expect(staffPage.getByTestId('console-support-message-player')).toContainText(
    'My BTC deposit has 1 confirmation, when will it arrive?',
  );
  await staffPage
    .getByTestId('console-support-reply')
    .fill('Bitcoin needs 2 confirmations: a few more minutes.');
  await staffPage.getByTestId('console-support-send').click();
  await expect(staffPage.getByTestId('console-support-message-staff')).toBeVisible();
  await expect(row.getByTestId('console-support-unanswered')).toBeHidden();
  await staffPage.screenshot({ path: `${SHOTS}console-1440.png` });

  // The answer arrives in the open widget without a reload.
  await expect(page.getByTestId('live-support-message-staff')).toContainText(
    'Bitcoin needs 2 confirmations: a few more minutes.',
  );
  await page.screenshot({ path: `${SHOTS}player-390.png` });

  // With the widget closed, the next answer lights the button's badge; opening clears it.
  await page.getByTestId('live-support-close').click();
  await staffPage.getByTestId('console-support-reply').fill('It has arrived. Anything else?');
  await staffPage.getByTestId('console-support-send').click();
  await expect(page.getByTestId('live-support-unread')).toHaveText('1');
  await page.screenshot({ path: `${SHOTS}badge-390.png` });
  await page.getByTestId('live-support-button').click();
  await expect(page.getByTestId('live-support-message-staff')).toHaveCount(2);
  await expect(page.getByTestId('live-support-unread')).toBeHidden();

  // Closing from the console tells the player; writing again reopens it.
  await staffPage.getByTestId('console-support-close').click();
  await expect(staffPage.getByTestId('console-support-status')).toHaveText('Closed');
  await expect(page.getByTestId('live-support-closed')).toBeVisible();
  // A reload keeps the whole history.
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('live-support-button').click();
  await expect(page.getByTestId('live-support-message-staff')).toHaveCount(2);
  await expect(page.getByTestId('live-support-message-player')).toHaveCount(1);
  await desk.close();
});
