import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  boxOf,
  createPlayer,
  dragBy,
  fund,
  placeDiceBet,
  signInAs,
  viewportOf,
  WIDTHS,
  openApp,
} from './support/shell';

/**
 * Issue 8: the floating parts of the shell: mini-game windows, the Live Stats panel fed by the
 * player's settled bets, the keyboard shortcuts and the game search, at the three widths.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/shell/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('a mini-game window: open, drag, clamp, widen, collapse, keep, close', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const player = await createPlayer(page, 'mw');
      await signInAs(page, player);
      await page.getByTestId('open-mini-dice').click();
      const win = page.getByTestId('mini-window-dice');
      await expect(win).toBeVisible();
      await expect(win.getByTestId('game-layout')).toBeVisible();
      await expect(win).toHaveAttribute('data-width', '400');
      await expect(win.getByTestId('bet-button')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}mini-window-${width}.png` });

      // Dragged by its title bar (sideways; a window as tall as the screen cannot go down).
      const before = await boxOf(page, 'mini-window-dice');
      await dragBy(page, 'mini-window-titlebar', -120, -10);
      const after = await boxOf(page, 'mini-window-dice');
      if (width === 390) {
        // The window fills the phone's width: it cannot move sideways.
        expect(after.x).toBe(before.x);
      } else {
        expect(Math.round(after.x)).toBe(Math.round(before.x) - 120);
      }

      // Clamped to the screen: dragged far off, the whole window stays in view, below the header.
      await dragBy(page, 'mini-window-titlebar', 3000, 3000);
      const bottomRight = await boxOf(page, 'mini-window-dice');
      const viewport = viewportOf(width);
      expect(Math.round(bottomRight.x + bottomRight.width)).toBe(viewport.width);
      expect(Math.round(bottomRight.y + bottomRight.height)).toBeLessThanOrEqual(viewport.height);
      expect(bottomRight.y).toBeGreaterThanOrEqual(60);
      await dragBy(page, 'mini-window-titlebar', -3000, -3000);
      const clamped = await boxOf(page, 'mini-window-dice');
      expect(clamped.x).toBe(0);
      expect(clamped.y).toBe(60);

      // Expand to 800 px (as wide as the screen allows) and back.
      await win.getByTestId('mini-window-width').click();
      await expect(win).toHaveAttribute('data-width', '800');
      await expect
        .poll(async () => (await boxOf(page, 'mini-window-dice')).width)
        .toBe(Math.min(800, width - 16));
      await win.getByTestId('mini-window-width').click();
      await expect(win).toHaveAttribute('data-width', '400');

      // Collapse to the bottom bar; a second game opens; both show at once.
      await win.getByTestId('mini-window-collapse').click();
      await expect(win).toBeHidden();
      await expect(page.getByTestId('mini-window-chip-dice')).toBeVisible();
      await page.getByTestId('open-mini-limbo').click();
      await expect(page.getByTestId('mini-window-limbo')).toBeVisible();
      await page.getByTestId('mini-window-chip-dice').getByTestId('mini-window-restore').click();
      await expect(win).toBeVisible();
      await expect(page.getByTestId('mini-window-limbo')).toBeVisible();
      await expect(page.getByTestId('mini-window-bar')).toHaveCount(0);

      // Kept across navigation in the app, and across a reload of the tab.
      await page.getByTestId('logo').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(win).toBeVisible();
      await page.goto('/vip');
      await expect(page.getByTestId('vip-page')).toBeVisible();
      await expect(win).toBeVisible();
      await expect(page.getByTestId('mini-window-limbo')).toBeVisible();

      // Opening dice's own page closes its window; limbo's stays.
      await page.goto('/casino/game/dice');
      await expect(page.getByTestId('game-layout').first()).toBeVisible();
      await expect(win).toBeHidden();
      await expect(page.getByTestId('mini-window-limbo')).toBeVisible();
      await page.getByTestId('mini-window-limbo').getByTestId('mini-window-close').click();
      await expect(page.getByTestId('mini-window-limbo')).toBeHidden();
    });

    test('Live Stats: F3, updated by a settled bet, reset, opacity, kept on reload', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const player = await createPlayer(page, 'ls');
      await fund(player.username);
      await signInAs(page, player);
      await page.keyboard.press('F3');
      const panel = page.getByTestId('live-stats-panel');
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await boxOf(page, 'live-stats-panel')).width).toBe(280);
      // Default sections: betting stats, graph, tickets, daily dollars; VIP and rakeback off.
      await expect(panel.getByTestId('live-stats-betting')).toBeVisible();
      await expect(panel.getByTestId('live-stats-graph')).toBeVisible();
      await expect(panel.getByTestId('live-stats-tickets')).toBeVisible();
      await expect(panel.getByTestId('live-stats-daily')).toBeVisible();
      await expect(panel.getByTestId('live-stats-vip')).toHaveCount(0);
      await expect(panel.getByTestId('live-stats-wagered')).toHaveText('$0.00');

      // A bet settled in another tab reaches the panel through the live feed.
      const answer = await placeDiceBet(page, player, '2');
      const isWin = Number(answer.bet.payout) > 2;
      await expect(panel.getByTestId('live-stats-wagered')).toHaveText('$2.00');
      await expect(panel.getByTestId(isWin ? 'live-stats-wins' : 'live-stats-losses')).toHaveText(
        '1',
      );
      await expect(panel.getByTestId('live-stats-chart')).toHaveAttribute('data-points', '1');
      await placeDiceBet(page, player, '1');
      await expect(panel.getByTestId('live-stats-wagered')).toHaveText('$3.00');
      await expect(panel.getByTestId('live-stats-chart')).toHaveAttribute('data-points', '2');
      await page.screenshot({ path: `${SHOTS}live-stats-${width}.png` });

      // Settings: opacity 0.3–1 in steps of 0.1, and the VIP section switched on.
      await panel.getByTestId('live-stats-settings-toggle').click();
      await panel.getByTestId('live-stats-opacity').fill('0.3');
      await expect(panel.getByTestId('live-stats-opacity-value')).toHaveText('30%');
      await expect(panel).toHaveCSS('opacity', '0.3');
      await panel.getByTestId('live-stats-toggle-vip').check();
      await expect(panel.getByTestId('live-stats-vip')).toBeVisible();

      // Dragged by its header.
      const before = await boxOf(page, 'live-stats-panel');
      await dragBy(page, 'live-stats-handle', -60, 0);
      const after = await boxOf(page, 'live-stats-panel');
      expect(Math.round(after.x)).toBe(Math.round(before.x) - 60);

      // Kept across a reload: open, the session, the settings.
      await page.reload();
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByTestId('live-stats-wagered')).toHaveText('$3.00');
      await expect(panel).toHaveCSS('opacity', '0.3');
      await expect(panel.getByTestId('live-stats-vip')).toBeVisible();

      await panel.getByTestId('live-stats-reset').click();
      await expect(panel.getByTestId('live-stats-wagered')).toHaveText('$0.00');
      await expect(panel.getByTestId('live-stats-chart')).toHaveAttribute('data-points', '0');
      await page.keyboard.press('F3');
      await expect(panel).toBeHidden();
    });
  });
}

test.describe('keyboard shortcuts', () => {
  test.use({ viewport: viewportOf(1440) });

  test('each shortcut, and none while typing', async ({ page }) => {
    test.setTimeout(60_000);
    // Visitors: F12 and Ctrl+F work; F1, F2 and F3 need an account.
    await openApp(page, '/');
    await page.keyboard.press('F2');
    await page.keyboard.press('F3');
    await expect(page.getByTestId('vault-modal')).toHaveCount(0);
    await expect(page.getByTestId('live-stats-panel')).toHaveCount(0);
    await page.keyboard.press('F12');
    const shortcuts = page.getByTestId('shortcuts-modal');
    await expect(shortcuts).toBeVisible();
    await expect(shortcuts).toContainText('F12');
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    const player = await createPlayer(page, 'kb');
    await signInAs(page, player);
    await page.keyboard.press('Control+f');
    await expect(page.getByTestId('game-search-modal')).toBeVisible();
    // Typing in the search box: F12 stays a key, not a shortcut.
    await page.getByTestId('game-search-input').press('F12');
    await expect(shortcuts).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('game-search-modal')).toBeHidden();

    await page.keyboard.press('F2');
    await expect(page.getByTestId('vault-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('vault-modal')).toBeHidden();

    // F1: the rewards dropdown (issue 16).
    await page.keyboard.press('F1');
    await expect(page.getByTestId('rewards-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('rewards-menu')).toBeHidden();

    await page.keyboard.press('F3');
    await expect(page.getByTestId('live-stats-panel')).toBeVisible();
    await page.keyboard.press('F3');
    await expect(page.getByTestId('live-stats-panel')).toBeHidden();
  });

  test('game search: debounced 1 s, full list for empty text, quick chips', async ({ page }) => {
    // Issue 20: the search covers the whole catalogue, 12 originals and the studio's 5 games.
    await expect(async () => {
      const res = await page.request.get('/api/games/search?provider=tengu-studio');
      expect(((await res.json()) as { total: number }).total).toBe(5);
    }).toPass({ timeout: 30_000 });
    await openApp(page, '/');
    await page.getByTestId('sidebar-search').click();
    const modal = page.getByTestId('game-search-modal');
    const results = modal.locator('[data-testid^="search-result-"]');
    await expect(results).toHaveCount(17);
    await modal.getByTestId('game-search-input').fill('tow');
    // Marked as searching until a second has passed.
    await expect(modal.getByTestId('game-search-pending')).toBeVisible();
    await expect(results).toHaveCount(1, { timeout: 3_000 });
    await expect(modal.getByTestId('search-result-tengu-towers')).toBeVisible();
    await modal.getByTestId('game-search-input').fill('');
    await expect(results).toHaveCount(17, { timeout: 3_000 });
    await modal.getByTestId('search-chip-crash').click();
    await expect(results).toHaveCount(1);
    await modal.getByTestId('search-result-crash').click();
    await expect(page).toHaveURL(/\/casino\/game\/crash$/);
    await expect(modal).toBeHidden();
  });
});
