import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPlayer, fund, signInAs, viewportOf } from './support/shell';

/**
 * Issue 21: the sportsbook end to end against the simulated feed. A player adds two selections
 * of two live matches to the slip and places a multi (the in-play acceptance bar shows), watches
 * live prices flash as they move, places a single and cashes it out, cashes out the multi too,
 * and finds both as 'Sports Betting' in /history and in the bet detail modal with their legs.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/sportsbook/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewportOf(1440) });

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The live rows with an open main market, the Live now tab's first matches. */
function openRows(page: Page): Locator {
  return page
    .getByTestId('event-row')
    .filter({ has: page.locator('[data-testid="odds-button"]:not([disabled])') });
}

/**
 * The open live rows' match ids, the latest kick-off first: the e2e server has been up for a while
 * when this test runs, and a match near its end could be decided (settling the bet) before the
 * test gets to cash it out. A simulated match's id ends with its kick-off time.
 */
async function freshestOpenMatches(page: Page): Promise<string[]> {
  const ids = await openRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-event-id') ?? ''),
  );
  const kickOff = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
  return ids.sort((a, b) => kickOff(b) - kickOff(a));
}

/**
 * Adds the first open price of the `index`-th freshest live match to the slip (by its selection
 * key, as rows re-order and markets pause while the matches play) and answers that key.
 */
async function pickOdds(page: Page, index: number): Promise<string> {
  let key = '';
  await expect(async () => {
    const matchId = (await freshestOpenMatches(page))[index] ?? '';
    const button = page
      .locator(`[data-testid="event-row"][data-event-id="${matchId}"]`)
      .locator('[data-testid="odds-button"]:not([disabled])')
      .first();
    key = (await button.getAttribute('data-selection', { timeout: 3_000 })) ?? '';
    const odds = page.locator(`[data-testid="odds-button"][data-selection="${key}"]`);
    await odds.click({ timeout: 3_000 });
    await expect(odds).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return key;
}

/**
 * Places what is on the slip, accepting any price move (live prices move every few seconds); a
 * refusal of the moment (a bet_stop during the in-play delay) is answered in words and retried.
 * `onPlacing` runs while the first attempt waits for its acceptance.
 */
async function placeSlip(
  page: Page,
  stake: { multi?: string; single?: string },
  onPlacing?: () => Promise<void>,
) {
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-odds-change').selectOption('accept_any');
  if (stake.multi) await slip.getByTestId('slip-multi-stake').fill(stake.multi);
  if (stake.single) await slip.getByTestId('slip-stake').fill(stake.single);
  let isFirst = true;
  await expect(async () => {
    const place = slip.getByTestId('slip-place');
    // A pick suspended by a dangerous moment comes back within seconds.
    await expect(place).toBeEnabled({ timeout: 5_000 });
    await place.click();
    if (isFirst && onPlacing) await onPlacing();
    isFirst = false;
    // Placed: the slip empties.
    await expect(slip.getByTestId('slip-selection')).toHaveCount(0, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/** Cashes out a bet in full, retrying while its offer is paused or moved. */
async function cashOutFully(page: Page, bet: Locator) {
  const dialog = page.getByTestId('cash-out-dialog');
  await expect(async () => {
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await bet.getByTestId('cash-out-open').click({ timeout: 3_000 });
    await dialog.getByTestId('cash-out-preset-100').click();
    await dialog.getByTestId('cash-out-confirm').click({ timeout: 3_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

test('a player places a multi and a single on live matches, cashes out, and finds them in history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = await createPlayer(page, 'sb');
  await fund(player.username, '100');
  await signInAs(page, player, '/sports/home?tab=live');
  const home = page.getByTestId('sports-home');
  await expect(home).toHaveAttribute('data-tab', 'live');
  // The simulated feed kicks matches off as the server starts.
  await expect(openRows(page)).not.toHaveCount(0, { timeout: 60_000 });
  await expect.poll(() => openRows(page).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);

  await test.step('two selections of two matches make a multi, placed in play', async () => {
    const first = await pickOdds(page, 0);
    const second = await pickOdds(page, 1);
    expect(first.split('/')[0]).not.toBe(second.split('/')[0]);
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(2);
    await expect(slip).toHaveAttribute('data-mode', 'multi');
    await expect(slip.getByTestId('slip-total-odds')).not.toBeEmpty();
    await page.screenshot({ path: `${SHOTS}slip-1440.png` });
    // In play the bet waits the acceptance delay with a progress bar.
    await placeSlip(page, { multi: '2' }, () =>
      expect(slip.getByTestId('slip-in-play')).toBeVisible(),
    );
    await expect(toast(page, 'Bet placed')).toBeVisible();
  });

  await test.step('live prices move and flash', async () => {
    await expect(page.locator('[data-testid="odds-button"][data-flash]').first()).toBeVisible({
      timeout: 60_000,
    });
    await page.screenshot({ path: `${SHOTS}live-1440.png` });
  });

  await test.step('a single on a third match', async () => {
    await pickOdds(page, 2);
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toHaveAttribute('data-mode', 'singles');
    await placeSlip(page, { single: '1' });
  });

  await test.step('My bets: both open, the single and then the multi cashed out', async () => {
    await page.getByTestId('sports-tab-my-bets').click();
    const myBets = page.getByTestId('sports-my-bets');
    const open = myBets.getByTestId('sports-bet');
    await expect(open).toHaveCount(2);
    await expect(open.filter({ hasText: 'Multi · 2 legs' }).getByTestId('bet-leg')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}my-bets-1440.png` });
    await cashOutFully(page, open.filter({ hasText: 'Single' }));
    await expect(toast(page, /Cashed out \$/).first()).toBeVisible();
    await cashOutFully(page, myBets.getByTestId('sports-bet').filter({ hasText: 'Multi' }));
    await expect(myBets.getByTestId('sports-bet')).toHaveCount(0);
    await myBets.getByTestId('my-bets-settled').click();
    await expect(myBets.getByTestId('sports-bet')).toHaveCount(2);
    await expect(myBets.locator('[data-status="cashed_out"]')).toHaveCount(2);
  });

  await test.step('/history lists both as Sports Betting, with the summary in the bet detail', async () => {
    await page.goto('/history');
    await page.getByTestId('history-tab-bets').click();
    const rows = page.getByTestId('bets-history').getByTestId('bet-row');
    await expect(rows.filter({ hasText: 'Sports Betting' })).toHaveCount(2, { timeout: 15_000 });
    await rows.filter({ hasText: 'Sports Betting' }).first().click();
    const modal = page.getByTestId('bet-detail-modal');
    await expect(modal).toContainText('Sports Betting');
    const summary = modal.getByTestId('sports-bet-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('bet-leg').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}bet-detail-1440.png` });
    await summary.getByTestId('bet-detail-sports-link').click();
    await expect(page).toHaveURL(/\/sports\/home\?tab=my-bets/);
  });
});

test('a phone shows the slip as a drawer above the footer', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewportOf(390));
  const player = await createPlayer(page, 'sbm');
  await signInAs(page, player, '/sports/home');
  await expect(openRows(page)).not.toHaveCount(0, { timeout: 60_000 });
  await pickOdds(page, 0);
  const bar = page.getByTestId('slip-open');
  await expect(bar).toBeVisible();
  // The bar stays clear of the phone footer.
  const barBox = await bar.boundingBox();
  const footerBox = await page.getByTestId('mobile-footer').boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);
  await bar.click();
  const drawer = page.getByTestId('slip-drawer');
  await expect(drawer.getByTestId('slip-selection')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}slip-drawer-390.png` });
  // An unfunded player: the refusal is answered in words and the pick stays on the slip.
  await drawer.getByTestId('slip-odds-change').selectOption('accept_any');
  await drawer.getByTestId('slip-stake').fill('5');
  await expect(drawer.getByTestId('slip-place')).toBeEnabled({ timeout: 30_000 });
  await drawer.getByTestId('slip-place').click();
  await expect(drawer.getByTestId('slip-error')).toHaveText(
    'Your balance is too low for this stake.',
    { timeout: 30_000 },
  );
  await expect(drawer.getByTestId('slip-selection')).toHaveCount(1);
});
