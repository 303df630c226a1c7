import { expect, test } from '@playwright/test';
import { staffWithTotp, withToken } from './support/console';
import { openApp, viewportOf } from './support/shell';

/**
 * The console's provider catalogue (issue 22, ADR 048): an admin switches a provider game off
 * and the players' slots lobby no longer lists it. The game is switched back on afterwards (the
 * other provider-game journeys play it).
 */

const GAME = { code: 'golden-tengu', slug: 'Golden-Tengu' };

test('an admin switches a provider game off and the lobby no longer lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await expect(async () => {
    const res = await page.request.get('/api/games/search?provider=tengu-studio');
    expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  const { accessToken } = await staffWithTotp(page, 'cat', 'admin');
  const auth = { authorization: `Bearer ${accessToken}` };
  let uuid = '';
  try {
    await page.setViewportSize(viewportOf(1440));
    await withToken(page, accessToken);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue$/);
    await page.getByTestId('catalogue-search').fill('Golden');
    const row = page.getByTestId('catalogue-table').getByRole('row', { name: /Golden Tengu/ });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId(`catalogue-status-${GAME.code}`)).toHaveText('Visible');
    const games = await page.request.get('/api/admin/catalogue/games?q=golden', { headers: auth });
    uuid = ((await games.json()) as { items: { uuid: string }[] }).items[0]?.uuid ?? '';

    await page.getByTestId(`catalogue-switch-${GAME.code}`).click();
    await expect(page.getByTestId(`catalogue-switch-${GAME.code}`)).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByTestId(`catalogue-status-${GAME.code}`)).toHaveText('Switched off');

    const lobby = await browser.newPage({ viewport: viewportOf(1440) });
    await openApp(lobby, '/casino/slots');
    const grid = lobby.getByTestId('games-grid');
    await expect(grid.locator('[data-testid="game-card"][data-slug="Koi-Fortune"]')).toBeVisible({
      timeout: 15_000,
    });
    await expect(grid.locator(`[data-testid="game-card"][data-slug="${GAME.slug}"]`)).toHaveCount(
      0,
    );
    await lobby.close();
  } finally {
    if (uuid) {
      const back = await page.request.post(`/api/admin/catalogue/games/${uuid}/enabled`, {
        headers: auth,
        data: { enabled: true },
      });
      expect(back.status()).toBe(200);
    }
  }
});
