import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund } from './support/shell';

/**
 * Issue 6 end to end: one round each of keno, roulette and cases in the real UI (the result on
 * the board and the header balance after it), then the docs pages for these games.
 */

interface BetAnswer {
  bet: {
    id: string;
    amount: string;
    payout: string;
    multiplier: number;
    details: Record<string, unknown>;
  };
  balance: { credits: string };
}

/** "$99.25": the header shows dollars with two decimals (every payout here is whole cents). */
function dollars(value: number): RegExp {
  return new RegExp(`\\$${value.toFixed(2).replace('.', '\\.')}`);
}

/** A funded player on the home page, who then opens the game from its card (no full reload). */
async function fundedPlayer(page: Page, slug: string) {
  const player = await createPlayer(page, 'og');
  await fund(player.username, '100');
  // As signInAs, with more patience for the first load on a busy machine.
  await page.addInitScript((token) => {
    if (!localStorage.getItem('tengu-auth')) {
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: token }, version: 0 }),
      );
    }
  }, player.accessToken);
  await page.goto('/');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toHaveText(dollars(100));
  await page.getByTestId(`original-${slug}`).first().click();
  await expect(page).toHaveURL(new RegExp(`/casino/game/${slug}$`), { timeout: 20_000 });
  await expect(page.getByTestId('game-layout')).toBeVisible({ timeout: 20_000 });
}

async function betOnce(page: Page, game: string): Promise<BetAnswer> {
  const answer = page.waitForResponse(`**/api/games/${game}/bet`);
  await page.getByTestId('bet-button').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as BetAnswer;
}

test('keno: pick five numbers, the draw lights the hits and pays the table', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, 'keno');
  await expect(page.getByTestId('keno-prompt')).toBeVisible();
  for (const n of [3, 11, 19, 27, 35]) await page.getByTestId(`keno-tile-${n}`).click();
  await expect(page.getByTestId('keno-pick-count')).toContainText('5 of 10');
  await expect(page.getByTestId('keno-payouts')).toContainText('36×');
  await page.getByTestId('bet-amount').fill('1');

  const { bet } = await betOnce(page, 'keno');
  const drawn = bet.details['drawn'] as number[];
  const hits = bet.details['hits'] as number[];
  expect(drawn).toHaveLength(10);
  // The draw is revealed one by one, then the result shows the paid multiplier.
  await expect(page.getByTestId('keno-result')).toContainText(`${bet.multiplier}×`);
  for (const n of drawn) {
    const tile = page.getByTestId(`keno-tile-${n}`);
    await expect(tile).toHaveAttribute('data-state', hits.includes(n) ? 'hit' : 'drawn');
  }
  await expect(page.getByTestId('recent-result').first()).toHaveText(`${bet.multiplier}×`);
  await expect(page.getByTestId('header-balance')).toHaveText(
    dollars(100 - 1 + Number(bet.payout)),
  );
});

test('roulette: chips on red and on 17, the wheel lands on the real pocket', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, 'roulette');
  await page.getByTestId('chip-1').click();
  await page.getByTestId('spot-red').click();
  await page.getByTestId('spot-straight:17').click();
  await page.getByTestId('spot-straight:17').click();
  await expect(page.getByTestId('roulette-total')).toHaveText('$3');
  // Undo takes the second chip off 17; the total follows.
  await page.getByTestId('roulette-undo').click();
  await expect(page.getByTestId('roulette-total')).toHaveText('$2');

  const { bet } = await betOnce(page, 'roulette');
  expect(bet.amount).toBe('2');
  const pocket = bet.details['result'] as number;
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const expected = (red.includes(pocket) ? 2 : 0) + (pocket === 17 ? 36 : 0);
  expect(Number(bet.payout)).toBe(expected);
  await expect(page.getByTestId('roulette-result')).toHaveAttribute('data-pocket', String(pocket), {
    timeout: 10_000,
  });
  await expect(page.getByTestId('roulette-last')).toContainText(`${pocket} · ${bet.multiplier}×`);
  await expect(page.getByTestId('header-balance')).toHaveText(dollars(100 - 2 + expected));
  // The chips stay on the table for the next spin.
  await expect(page.getByTestId('roulette-total')).toHaveText('$2');
});

test('cases: open a Koi Case, the strip stops on the item paid', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, 'cases');
  await page.getByTestId('case-koi').click();
  await expect(page.getByTestId('case-contents')).toContainText('Katana');
  await page.getByTestId('bet-amount').fill('1');

  const { bet } = await betOnce(page, 'cases');
  expect(bet.details['case']).toBe('koi');
  await expect(page.getByTestId('case-strip')).toHaveAttribute('data-phase', 'landed', {
    timeout: 10_000,
  });
  await expect(page.getByTestId('case-result')).toContainText(`${bet.multiplier}×`);
  await expect(page.getByTestId('recent-result').first()).toHaveText(`${bet.multiplier}×`);
  await expect(page.getByTestId('header-balance')).toHaveText(
    dollars(100 - 1 + Number(bet.payout)),
  );
});

test('docs: the index lists the game rules and a page draws its payout tables', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docs', { timeout: 30_000 });
  await page.getByTestId('docs-card-keno').click();
  await expect(page).toHaveURL(/\/docs\/games\/keno$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keno rules');
  // Classic, 10 picks: 10 hits pay 100×, rendered from the shared table.
  const classic = page.getByTestId('keno-doc-table-classic');
  await expect(classic.getByRole('row').last()).toContainText('100×');
  await page.getByTestId('docs-nav-roulette').click();
  await expect(page.getByTestId('roulette-doc-table')).toContainText('35:1');
  await page.goto('/docs/games/nope');
  await expect(page.getByTestId('docs-article')).toHaveCount(0);
});
