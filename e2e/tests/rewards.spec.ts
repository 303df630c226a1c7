import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  admin,
  createPlayer,
  fund,
  placeDiceBet,
  signInAs,
  viewportOf,
  WIDTHS,
  type Width,
} from './support/shell';

/**
 * Issue 16: the rewards economy end to end. A funded player plays to VIP 1 and sees the level-up
 * item arrive on the Pending Rewards calendar and the VIP progress move, live; claims rakeback
 * (too little → the spec's toast; enough → success, the balance rises, half on the calendar);
 * activates the rakeback boost and sees its countdown; sees a gift granted from the operator's
 * shell arrive live (a dot on the rewards button, a toast) and claims it from the Gifts sidebar.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/rewards/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

/** The header balance in dollars ("$3,027.54" → 3027.54). */
async function headerDollars(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.use({ viewport: viewportOf(1440) });

test('a player plays to VIP 1, claims rakeback, a level-up reward, a boost and a gift', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await createPlayer(page, 'rwd');
  await fund(player.username, '3000');
  // $10 at 1 % edge: $0.005 of rakeback, less than the $1 a claim needs.
  await placeDiceBet(page, player, '10');
  await signInAs(page, player, '/rewards');
  const rewards = page.getByTestId('rewards-page');
  const rakebackCard = page.getByTestId('rewards-rakeback');
  const calendar = page.getByTestId('rewards-calendar');

  await test.step('too little rakeback: the spec toast, nothing paid', async () => {
    await expect(rewards).toBeVisible();
    await expect(page.getByTestId('rewards-calendar-empty')).toBeVisible();
    const before = await headerDollars(page);
    await rakebackCard.getByTestId('rewards-rakeback-claim').click();
    await expect(toast(page, 'Not Enough Rakeback to Claim')).toBeVisible();
    await expect(toast(page, 'You need at least $1 to claim rakeback.')).toBeVisible();
    expect(await headerDollars(page)).toBe(before);
  });

  await test.step('play to VIP 1: the level-up item and the progress arrive live', async () => {
    await expect(page.getByTestId('rewards-level-up')).toContainText('VIP 0');
    // $2,700 wagered at a 98 % chance (the bets settle in another tab, as it were).
    for (let i = 0; i < 3; i += 1) await placeDiceBet(page, player, '900', 2);
    const levelUp = calendar.locator('[data-testid="rewards-calendar-item"][data-level-up]');
    await expect(levelUp).toHaveCount(1);
    await expect(levelUp).toContainText('$0.42');
    await expect(page.getByTestId('rewards-level-up')).toContainText('VIP 1');
    await expect(page.getByTestId('rewards-level-up')).toContainText('$1.10');
    await expect(page.getByTestId('user-menu-trigger')).toContainText('Level 1');
    await expect(page.getByTestId('rewards-rakeback-balance')).toHaveText('$1.35');

    const before = await headerDollars(page);
    await levelUp.getByTestId('rewards-calendar-claim').click();
    await expect(levelUp).toHaveCount(0);
    await expect.poll(() => headerDollars(page)).toBeCloseTo(before + 0.42, 2);
  });

  await test.step('enough rakeback: success, half now, the rest on the calendar', async () => {
    const before = await headerDollars(page);
    await rakebackCard.getByTestId('rewards-rakeback-claim').click();
    await expect(toast(page, 'Rakeback claimed successfully!')).toBeVisible();
    await expect(toast(page, "Everyone's a winner on the product")).toBeVisible();
    const notice = page.getByTestId('claim-notification');
    await expect(notice.getByTestId('claim-notification-paid')).toContainText('$0.67');
    await expect(notice.getByTestId('claim-notification-cooldown')).toHaveText('3 days cooldown');
    // The header balance rises by the half paid now: $1.355 / 2, floored to the cent.
    await expect.poll(() => headerDollars(page)).toBeCloseTo(before + 0.67, 1);
    await expect(page.getByTestId('rewards-rakeback-balance')).toHaveText('$0.00');
    const scheduled = calendar.locator(
      '[data-testid="rewards-calendar-item"]:not([data-claimable])',
    );
    await expect(scheduled).toHaveCount(3);
    await expect(page.getByTestId('rewards-history-row')).toHaveCount(2);
    // The notification closes by itself after 5 seconds.
    await expect(notice).toBeHidden({ timeout: 8_000 });
  });

  await test.step('the rakeback boost: activated, counting down, the window used', async () => {
    const boost = page.getByTestId('rewards-boost');
    await boost.getByTestId('rewards-boost-claim').click();
    await expect(toast(page, 'Rakeback boost activated')).toBeVisible();
    await expect(boost.getByTestId('rewards-boost-countdown')).toHaveText(/^7h 59m \d{1,2}s$/);
    await expect(boost.locator('[data-state="used"]')).toHaveCount(1);
  });

  await test.step('a gift from the Gifts sidebar', async () => {
    await admin(
      'rewards',
      'gift',
      '--user',
      player.username,
      '--type',
      'credits',
      '--amount',
      '5',
      '--reason',
      'Thanks for playing',
    );
    // The gift arrives live from the operator's shell (through the database relay): a dot on the
    // rewards button, a count in its dropdown, the bell.
    await expect(page.getByTestId('rewards-gift-dot')).toBeVisible();
    await expect(toast(page, 'You received a gift')).toBeVisible();
    await page.getByTestId('rewards-menu-trigger').click();
    await expect(page.getByTestId('rewards-menu-gift-count')).toHaveText('1');
    await page.getByTestId('rewards-menu-gifts').click();
    const gift = page.getByTestId('gifts-panel').getByTestId('gift-card');
    await expect(gift).toContainText('Thanks for playing');
    await expect(gift).toContainText('$5.00');
    // Opening the sidebar reads the gift: the dot goes.
    await expect(page.getByTestId('rewards-gift-dot')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}gifts-1440.png` });
    const before = await headerDollars(page);
    await gift.getByTestId('gift-card-claim').click();
    await page.getByTestId('claim-gift-confirm').click();
    await expect(toast(page, 'Gift claimed')).toBeVisible();
    await expect(gift).toHaveCount(0);
    await expect(page.getByTestId('gifts-empty')).toBeVisible();
    await expect.poll(() => headerDollars(page)).toBeCloseTo(before + 5, 2);
  });
});

/** Screenshots of /rewards, /vip and the dropdown of a player with something to show. */
for (const width of WIDTHS.filter((w): w is Exclude<Width, 800> => w !== 800)) {
  test(`rewards, VIP and the dropdown at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewportOf(width));
    const player = await createPlayer(page, 'rws');
    await fund(player.username, '3000');
    for (let i = 0; i < 3; i += 1) await placeDiceBet(page, player, '900', 2);
    await signInAs(page, player, '/rewards');
    await expect(page.getByTestId('rewards-calendar-item')).toHaveCount(1);
    await expect(page.getByTestId('rewards-stats')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}rewards-${width}.png`, fullPage: true });

    await page.getByTestId('rewards-menu-trigger').click();
    const menu = page.getByTestId('rewards-menu');
    await expect(menu.getByTestId('rewards-rakeback-balance')).toHaveText('$1.35');
    await page.screenshot({ path: `${SHOTS}menu-${width}.png` });
    await page.keyboard.press('Escape');

    await page.getByTestId('rewards-level-table-link').click();
    await expect(page.getByTestId('level-rewards-modal')).toBeVisible();
    await expect(page.getByTestId('level-group-35-40')).toContainText('$420,000.00');
    await page.keyboard.press('Escape');

    await page.goto('/vip');
    await expect(page.getByTestId('vip-level')).toContainText('1');
    await expect(page.getByTestId('vip-level-group')).toHaveCount(8);
    await page.screenshot({ path: `${SHOTS}vip-${width}.png`, fullPage: true });
  });
}
