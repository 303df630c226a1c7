import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { boxOf, createPlayer, signInAs, viewportOf, WIDTHS, openApp } from './support/shell';

/**
 * Issue 8: the shell at phone (390 px), tablet (800 px) and desktop (1440 px) widths: the left
 * sidebar's forms and gated entries, the right panel, the phone footer, the header, the home
 * tabs. Home page screenshots at the three widths are kept in e2e/artifacts/ (CI keeps them).
 */

const SHOTS = fileURLToPath(new URL('../artifacts/shell/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('visitor: sidebar form, gated entries, home tabs and a screenshot', async ({ page }) => {
      await openApp(page, '/');
      await expect(page.getByTestId('home-page')).toHaveAttribute('data-tab', 'casino');
      await expect(page.getByTestId('original-dice')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}home-${width}.png`, fullPage: false });

      const sidebar = page.getByTestId('left-sidebar');
      const expectedMode = width === 390 ? 'hidden' : width === 800 ? 'rail' : 'full';
      await expect(sidebar).toHaveAttribute('data-mode', expectedMode);
      await expect(page.getByTestId('mobile-footer')).toBeVisible({ visible: width === 390 });

      if (width === 390) {
        // Browse opens the menu as an overlay, with the full list of entries.
        await page.getByTestId('footer-browse').click();
        await expect(sidebar).toHaveAttribute('data-mode', 'overlay');
      }
      if (expectedMode === 'rail') {
        // Rail entries of the spec, in order, then Gifts and Language.
        const rail = sidebar.locator(
          '[data-testid^="nav-"], [data-testid="language-menu-trigger"]',
        );
        await expect(rail).toHaveCount(11);
        const ids = await rail.evaluateAll((nodes) =>
          nodes.map((n) => n.getAttribute('data-testid')),
        );
        expect(ids).toEqual([
          'nav-weeklyRaffle',
          'nav-vip',
          'nav-affiliate',
          'nav-rewards',
          'nav-providers',
          'nav-sports',
          'nav-favourites',
          'nav-liveSupport',
          'nav-farmingDashboard',
          'nav-gifts',
          'language-menu-trigger',
        ]);
        await expect.poll(async () => (await boxOf(page, 'left-sidebar')).width).toBe(56);
        // The toggle widens it to the full 216 px.
        await page.getByTestId('sidebar-toggle').click();
        await expect(sidebar).toHaveAttribute('data-mode', 'full');
        await expect.poll(async () => (await boxOf(page, 'left-sidebar')).width).toBe(216);
      } else {
        for (const id of ['casino', 'sports', 'rewards', 'vip', 'affiliate', 'blog', 'docs']) {
          await expect(sidebar.getByTestId(`nav-${id}`)).toBeVisible();
        }
        for (const id of ['support', 'liveSupport', 'farmingDashboard', 'weeklyRaffle']) {
          await expect(sidebar.getByTestId(`nav-${id}`)).toBeAttached();
        }
      }

      // Rewards needs an account: the sign-up modal opens and the page stays.
      await sidebar.getByTestId('nav-rewards').click();
      await expect(page.getByTestId('signup-modal')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('signup-modal')).toBeHidden();

      // An unknown path highlights Games (full sidebar only shows the Games group).
      if (width === 1440) {
        await openApp(page, '/casino/game/Some-Provider-Slot');
        await expect(page.getByTestId('nav-games')).toHaveAttribute('data-active', 'true');
      }

      // The home tabs: Slots (tab 1) and Casino & Sports (tab 2).
      await openApp(page, '/');
      await page.getByTestId('home-tab-slots').click();
      await expect(page).toHaveURL(/\?tab=slots$/);
      await expect(page.getByTestId('home-page')).toHaveAttribute('data-tab', 'slots');
      await expect(page.getByTestId('original-dice')).toBeHidden();
      await page.getByTestId('home-tab-casino').click();
      await expect(page.getByTestId('original-dice')).toBeVisible();
    });

    test('visitor: right panel toggles, footer tabs, live support', async ({ page }) => {
      await openApp(page, '/');
      const right = page.getByTestId('right-sidebar');
      if (width === 390) {
        const footer = page.getByTestId('mobile-footer');
        await footer.getByTestId('footer-chat').click();
        await expect(right).toHaveAttribute('data-panel', 'chat');
        await expect.poll(async () => (await boxOf(page, 'right-sidebar')).width).toBe(390);
        await footer.getByTestId('footer-chat').click();
        await expect(right).toBeHidden();

        await footer.getByTestId('footer-slots').click();
        await expect(page).toHaveURL(/\/\?tab=slots$/);
        await expect(footer.getByTestId('footer-slots')).toHaveAttribute('aria-pressed', 'true');
        await footer.getByTestId('footer-casino').click();
        await expect(page).toHaveURL(/\/\?tab=casino$/);
        await expect(footer.getByTestId('footer-casino')).toHaveAttribute('aria-pressed', 'true');

        await footer.getByTestId('footer-browse').click();
        await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-mode', 'overlay');
        await footer.getByTestId('footer-browse').click();
        await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-mode', 'hidden');

        await footer.getByTestId('footer-deposit').click();
        await expect(page.getByTestId('signup-modal')).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await page.getByTestId('chat-toggle').click();
        await expect(right).toHaveAttribute('data-panel', 'chat');
        await expect.poll(async () => (await boxOf(page, 'right-sidebar')).width).toBe(216);
        // Narrow screens collapse the left sidebar when the right one opens.
        if (width === 800) {
          await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-mode', 'rail');
        }
        await page.getByTestId('chat-toggle').click();
        await expect(right).toBeHidden();
      }

      // Live support: the button opens the widget, which closes again.
      await page.getByTestId('live-support-button').click();
      await expect(page.getByTestId('live-support-widget')).toBeVisible();
      await page.getByTestId('live-support-close').click();
      await expect(page.getByTestId('live-support-widget')).toBeHidden();
    });

    test('player: header balance and menus', async ({ page }) => {
      const player = await createPlayer(page);
      await signInAs(page, player);
      await expect(page.getByTestId('header-balance')).toContainText('$0.00');
      await expect(page.getByTestId('header-deposit')).toBeVisible();
      await expect(page.getByTestId('header-search')).toBeVisible({ visible: width !== 390 });
      await expect(page.getByTestId('live-stats-toggle')).toBeVisible({ visible: width !== 390 });

      await page.getByTestId('user-menu-trigger').click();
      const menu = page.getByTestId('user-menu');
      await expect(menu).toBeVisible();
      await expect(page.getByTestId('user-menu-username')).toHaveText(player.username);
      await menu.getByTestId('user-menu-profile').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-username')).toHaveText(player.username);
      await expect(page.getByTestId('profile-wagered')).toHaveText('$0.00');
      await expect(page.getByTestId('profile-og-badge')).toHaveCount(0);

      if (width === 800) {
        // The rail's Gifts opens the gifts panel for players; again closes it.
        await page.getByTestId('nav-gifts').click();
        await expect(page.getByTestId('right-sidebar')).toHaveAttribute('data-panel', 'gifts');
        await page.getByTestId('nav-gifts').click();
        await expect(page.getByTestId('right-sidebar')).toBeHidden();
      }
    });
  });
}

test.describe('fa, right to left', () => {
  test.use({ viewport: viewportOf(1440) });

  test('the shell parts mirror: sidebar, live support, shortcuts, Live Stats', async ({ page }) => {
    const player = await createPlayer(page, 'fa');
    await signInAs(page, player, '/fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const viewport = viewportOf(1440);
    const sidebar = await boxOf(page, 'left-sidebar');
    expect(Math.round(sidebar.x + sidebar.width)).toBe(viewport.width);
    // The live-support button sits at the inline end: the left edge in Persian.
    expect((await boxOf(page, 'live-support-button')).x).toBeLessThan(40);
    await expect(page.getByTestId('home-tab-slots')).toHaveText('اسلات‌ها');

    await page.keyboard.press('F12');
    await expect(page.getByTestId('shortcuts-modal')).toContainText('میان‌برهای صفحه‌کلید');
    await page.keyboard.press('Escape');
    await page.keyboard.press('F3');
    await expect(page.getByTestId('live-stats-panel')).toContainText('آمار زنده');
  });
});
