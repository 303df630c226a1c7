import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPlayer, fund, type Player } from './support/shell';

/**
 * Issue 7 end to end: two players in two browsers watch the same crash round; one bets and
 * cashes out by hand, and the other sees the cash-out in the round's players table. Then the
 * round's detail checks its chain link in the browser.
 */

async function openCrash(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((token) => {
    localStorage.setItem(
      'tengu-auth',
      JSON.stringify({ state: { accessToken: token }, version: 0 }),
    );
  }, player.accessToken);
  await page.goto('/casino/game/crash');
  // Generous: the first load compiles nothing, but a busy machine is slow to paint.
  await expect(page.getByTestId('crash-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 15_000 });
  return page;
}

test('two players see the same round; one cashes out and the other sees it', async ({
  browser,
}) => {
  // A round can run for a minute (a high point), so rounds are waited for generously.
  test.setTimeout(300_000);
  const setup = await browser.newPage();
  const bettor = await createPlayer(setup, 'cb');
  const watcher = await createPlayer(setup, 'cw');
  await fund(bettor.username, '50');
  await setup.close();
  const a = await openCrash(browser, bettor);
  const b = await openCrash(browser, watcher);

  await a.getByTestId('bet-amount').fill('1');
  // Blank: cash out by hand.
  await a.getByTestId('crash-auto-cashout').fill('');

  // A round can bust at 1.00× before anyone cashes out: then bet on the next one.
  let hasCashedOut = false;
  for (let attempt = 0; attempt < 4 && !hasCashedOut; attempt++) {
    // Bet now in a countdown, or queue the bet for the next round while one runs.
    const betNow = a.getByTestId('bet-button');
    const betNext = a.getByTestId('crash-bet-next');
    await expect(betNow.or(betNext)).toBeVisible();
    if (await betNow.isVisible()) await betNow.click();
    else await betNext.click();
    await expect(a.getByTestId('crash-bet-placed').or(a.getByTestId('crash-cashout'))).toBeVisible({
      timeout: 90_000,
    });
    // Both browsers list the bet in the same round.
    const rowOnB = b.getByTestId('crash-player-row').filter({ hasText: bettor.username });
    await expect(rowOnB).toBeVisible();
    const cashOut = a.getByTestId('crash-cashout');
    const result = a.getByTestId('crash-my-result');
    await expect(cashOut.or(result)).toBeVisible({ timeout: 30_000 });
    if (await cashOut.isVisible()) {
      await cashOut.click();
      await expect(result).toBeVisible();
    }
    hasCashedOut = (await result.getAttribute('data-result')) === 'cashed';
    if (hasCashedOut) {
      await expect(rowOnB).toHaveAttribute('data-status', 'cashed');
      await expect(rowOnB.getByTestId('crash-player-cashout')).toHaveText(/^\d+\.\d{2}×$/);
    }
  }
  expect(hasCashedOut).toBe(true);

  // After the bust both strips start with the same round; its detail verifies in the browser.
  await expect(a.getByTestId('crash-bet-next').or(a.getByTestId('bet-button'))).toBeVisible();
  const firstA = a.getByTestId('crash-history-item').first();
  await expect(firstA).toBeVisible({ timeout: 90_000 });
  const roundId = await firstA.getAttribute('data-round-id');
  await expect(
    b.locator(`[data-testid="crash-history-item"][data-round-id="${roundId}"]`),
  ).toHaveText((await firstA.textContent()) ?? '', { timeout: 20_000 });
  await firstA.click();
  const modal = a.getByTestId('crash-round-modal');
  await expect(modal.getByTestId('crash-round-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(modal.getByTestId('crash-round-verify').locator('.text-emerald-400')).toHaveCount(2);
  await a.context().close();
  await b.context().close();
});
