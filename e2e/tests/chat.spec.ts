import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  admin,
  createPlayer,
  fund,
  openApp,
  placeDiceBet,
  signInAs,
  viewportOf,
} from './support/shell';

/**
 * Issue 18: two players chat live in two browser contexts; one shares a bet with /betid and the
 * other sees the bet-share card; a refused message shows the spec's two lines; Tip Rain reaches
 * the room as a rain card; a visitor sees 'Login to chat'. Screenshots at 390 and 1440 px.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/chat/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewportOf(1440) });

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function openChat(page: Page) {
  await page.getByTestId('chat-toggle').click();
  await expect(page.getByTestId('chat-room')).toBeVisible();
}

test('two players chat live, share a bet, tip rain; a visitor sees Login to chat', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await createPlayer(page, 'cha');
  const bob = await createPlayer(page, 'chb');
  // $100 wagered each: they may chat. Alice keeps a bet to share and credits to rain.
  await fund(alice.username, '300');
  await fund(bob.username, '150');
  const bet = await placeDiceBet(page, alice, '100');
  // An operator's banner, through the real admin tool.
  await admin('chat', 'announce', 'Weekly race live! [Rules](https://example.com/rules)');
  await placeDiceBet(page, bob, '100');

  const bobContext = await browser.newContext({ viewport: viewportOf(1440) });
  const bobPage = await bobContext.newPage();
  await signInAs(page, alice);
  await signInAs(bobPage, bob);
  await openChat(page);
  await openChat(bobPage);

  await test.step('the operator banner shows with its link, and is dismissible', async () => {
    const banner = bobPage.getByTestId('chat-banner').filter({ hasText: 'Weekly race live!' });
    await expect(banner.getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
  });

  await test.step('an empty message is refused with the two lines', async () => {
    await page.getByTestId('chat-input').fill('   ');
    await page.getByTestId('chat-input').press('Enter');
    await expect(toast(page, 'Speechless?')).toBeVisible();
    await expect(toast(page, 'You cannot send an empty message, speak up!')).toBeVisible();
  });

  await test.step('Bob sees Alice’s message live; Shift+Enter adds a line', async () => {
    const input = page.getByTestId('chat-input');
    await input.fill('hello bob');
    await expect(page.getByTestId('chat-remaining')).toHaveText('191');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('hello bob\n');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(
      bobPage.getByTestId('chat-message').filter({ hasText: 'hello bob' }),
    ).toBeVisible();
    await bobPage.getByTestId('chat-input').fill('hi alice');
    await bobPage.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: 'hi alice' })).toBeVisible();
  });

  await test.step('clicking a username opens the User profile details modal', async () => {
    await bobPage.getByTestId('chat-username').first().click();
    await expect(bobPage.getByTestId('profile-modal')).toBeVisible();
    await bobPage.keyboard.press('Escape');
    await expect(bobPage.getByTestId('profile-modal')).toBeHidden();
  });

  await test.step('/betid shares a bet as a card', async () => {
    await page.getByTestId('chat-input').fill(`/betid ${bet.bet.id}`);
    await page.getByTestId('chat-input').press('Enter');
    const card = bobPage.getByTestId('bet-share-card').last();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Dice');
    await expect(card).toContainText('$100.00');
  });

  await test.step('Tip Rain: Alice rains on Bob, both see the rain card', async () => {
    await page.getByTestId('chat-rain-button').click();
    const modal = page.getByTestId('tip-rain-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('tip-rain-amount').fill('0');
    await modal.getByTestId('tip-rain-submit').click();
    await expect(toast(page, 'Invalid Amount')).toBeVisible();
    await expect(toast(page, 'Please enter a valid amount to tip')).toBeVisible();
    await modal.getByTestId('tip-rain-amount').fill('5');
    await modal.getByTestId('tip-rain-submit').click();
    await expect(modal).toBeHidden();
    await expect(bobPage.getByTestId('rain-card')).toContainText('$5.00');
    await expect(bobPage.getByTestId('rain-card')).toContainText('Recipients: 1');
    await expect(page.getByTestId('rain-card')).toContainText(alice.username);
  });

  await page.screenshot({ path: `${SHOTS}chat-1440.png` });

  await test.step('the chat pops out; the sidebar says it is hidden; Show chat closes it', async () => {
    const popup = page.waitForEvent('popup');
    await page.getByTestId('chat-popout').click();
    const window = await popup;
    await expect(window).toHaveURL(/\/chat$/);
    await expect(window.getByTestId('chat-message').filter({ hasText: 'hi alice' })).toBeVisible();
    // The pop-out has no shell, yet a username still opens the profile modal.
    await window.getByTestId('chat-username').first().click();
    await expect(window.getByTestId('profile-modal')).toBeVisible();
    await window.keyboard.press('Escape');
    await expect(page.getByTestId('chat-hidden')).toContainText('chat is hidden');
    await page.getByTestId('chat-show').click();
    await expect.poll(() => window.isClosed()).toBe(true);
    await expect(page.getByTestId('chat-room')).toBeVisible();
  });
  await bobPage.setViewportSize(viewportOf(390));
  await bobPage.screenshot({ path: `${SHOTS}chat-390.png` });
  await bobContext.close();

  await test.step('a visitor reads along and sees Login to chat', async () => {
    const visitorContext = await browser.newContext({ viewport: viewportOf(390) });
    const visitor = await visitorContext.newPage();
    await openApp(visitor, '/');
    await visitor.getByTestId('footer-chat').click();
    await expect(visitor.getByTestId('chat-login')).toHaveText('Login to chat');
    await expect(
      visitor.getByTestId('chat-message').filter({ hasText: 'hello bob' }),
    ).toBeVisible();
    await visitor.screenshot({ path: `${SHOTS}chat-visitor-390.png` });
    await visitorContext.close();
  });
});
