import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TradingEventsResponse } from '@tengu/shared';
import { expect, test } from '@playwright/test';
import { staffWithTotp, withToken } from './support/console';
import { createPlayer, signInAs, viewportOf } from './support/shell';

/**
 * The console's Sportsbook trading (issue 22, ADR 047) against the simulated feed: a trader
 * suspends an upcoming event's main market, a player watching the event sees it suspended at
 * once, and sees it open again when the trader resumes it.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/console-trading/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewportOf(1440) });

test('a trader suspends a market, the player sees it suspended, then resumed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { accessToken } = await staffWithTotp(page, 'trader', 'trader');
  const auth = { authorization: `Bearer ${accessToken}` };

  // An upcoming football event the feed has priced (its 1x2 market is open before kick-off).
  let eventId = '';
  let teams = { home: '', away: '' };
  await expect(async () => {
    const res = await page.request.get(
      '/api/admin/sportsbook/events?status=upcoming&sport=football&pageSize=50',
      { headers: auth },
    );
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as TradingEventsResponse;
    const priced = items.find((e) => e.marketCount > 0 && !e.held && e.heldMarkets === 0);
    expect(priced).toBeTruthy();
    eventId = priced?.id ?? '';
    teams = { home: priced?.home ?? '', away: priced?.away ?? '' };
  }).toPass({ timeout: 30_000 });

  // A signed-in player (the live socket is for signed-in players) watching the event.
  const player = await (await browser.newContext({ viewport: viewportOf(1440) })).newPage();
  await signInAs(
    player,
    await createPlayer(player, 'punter'),
    `/sports/event/${encodeURIComponent(eventId)}`,
  );
  const playerMarket = player.locator('[data-testid="market-card"][data-market-id="1x2"]');
  await expect(playerMarket).toHaveAttribute('data-status', 'active', { timeout: 20_000 });

  await withToken(page, accessToken);
  await page.goto('/admin/sportsbook');
  await expect(page.getByTestId('trading-events-table')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}events-1440.png` });
  await page.goto(`/admin/sportsbook/${encodeURIComponent(eventId)}`);
  const market = page.getByTestId('trading-market-1x2');
  await expect(market).toBeVisible({ timeout: 20_000 });
  // Named as players read them: the market's title and its outcomes by team.
  await expect(market).toContainText('Match result');
  await expect(page.getByTestId('trading-outcome-1x2-1')).toHaveText(teams.home);
  await expect(page.getByTestId('trading-outcome-1x2-X')).toHaveText('Draw');
  await expect(page.getByTestId('trading-outcome-1x2-2')).toHaveText(teams.away);

  await page.getByTestId('trading-suspend-1x2').click();
  const dialog = page.getByTestId('trading-dialog');
  await dialog.getByTestId('trading-reason').fill('e2e: suspicious volume');
  await dialog.getByTestId('trading-dialog-confirm').click();
  await expect(page.getByTestId('trading-market-status-1x2')).toHaveAttribute(
    'data-status',
    'suspended',
  );
  // The player's page turns suspended live (the `sports:event` broadcast), no reload.
  await expect(playerMarket).toHaveAttribute('data-status', 'suspended', { timeout: 10_000 });
  await expect(
    player.locator(`[data-testid="odds-button"][data-selection="${eventId}/1x2/1"]`),
  ).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}event-suspended-1440.png` });

  await page.getByTestId('trading-resume-1x2').click();
  await dialog.getByTestId('trading-reason').fill('e2e: checked');
  await dialog.getByTestId('trading-dialog-confirm').click();
  await expect(page.getByTestId('trading-market-status-1x2')).toHaveAttribute(
    'data-status',
    'active',
  );
  await expect(playerMarket).toHaveAttribute('data-status', 'active', { timeout: 10_000 });

  // Tablet width: the event page and the settle dialog hold.
  await page.setViewportSize(viewportOf(800));
  await page.screenshot({ path: `${SHOTS}event-800.png` });
  await page.getByTestId('trading-settle-1x2').click();
  await expect(dialog.getByTestId('trading-winner-1')).toBeVisible();
  // Let the dialog's opening transition finish before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}settle-dialog-800.png` });
  await page.keyboard.press('Escape');
  await page.goto('/admin/sportsbook');
  await expect(page.getByTestId('trading-events-table')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}events-800.png` });
  await player.context().close();
});
