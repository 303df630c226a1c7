import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/accounts';

/**
 * Issue 5 end to end: dice by hand and on auto, a mines round to cash-out, then a seed
 * rotation and the Verify tab reproducing an earlier dice roll in the browser.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

interface DiceBetAnswer {
  bet: { id: string; nonce: number; details: { roll: number } };
}

/** Credits the player with the real operator tool, against the e2e server's database. */
async function fund(username: string): Promise<void> {
  await run(
    'npm',
    [
      'run',
      'admin',
      '--',
      'credit',
      '--user',
      username,
      '--amount',
      '100',
      '--pocket',
      'credits',
      '--reason',
      'e2e',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    },
  );
}

async function signUpFunded(page: Page): Promise<string> {
  const username = `gm_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { email: `${username}@example.com`, username, password: 'Tengu-Pass-42' },
  });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  await fund(username);
  await openApp(page, '/');
  await page.evaluate((token) => {
    localStorage.setItem(
      'tengu-auth',
      JSON.stringify({ state: { accessToken: token }, version: 0 }),
    );
  }, accessToken);
  return username;
}

test('dice manual and auto, mines to cash-out, rotate the seed and verify a dice roll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor is asked to sign in.
  await openApp(page, '/casino/game/dice');
  await expect(page.getByTestId('game-sign-in-gate')).toContainText(
    'You must be signed in to play Dice',
  );

  await signUpFunded(page);
  await openApp(page, '/casino/game/dice');
  const strip = page.getByTestId('recent-result');

  // Manual: one bet, its roll in the strip and the bet in My Bets.
  await page.getByTestId('bet-amount').fill('1');
  const answer = page.waitForResponse('**/api/games/dice/bet');
  await page.getByTestId('bet-button').click();
  const first = (await (await answer).json()) as DiceBetAnswer;
  await expect(strip).toHaveCount(1);
  await expect(strip.first()).toHaveText(first.bet.details.roll.toFixed(2));
  await expect(page.getByTestId('my-bets').getByTestId('bet-row')).toHaveCount(1);
  // The public feed (bets:new on /games) fills All Bets.
  await page.getByTestId('live-tab-all').click();
  await expect(page.getByTestId('all-bets').getByTestId('bet-row').first()).toBeVisible();
  // A player's name there opens their profile.
  await page.getByTestId('all-bets').getByTestId('bet-row-player').first().click();
  await expect(page.getByTestId('profile-username')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-username')).toBeHidden();
  await page.getByTestId('live-tab-mine').click();

  // Auto: exactly three more bets.
  await page.getByTestId('mode-auto').click();
  await page.getByTestId('auto-count').fill('3');
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-stop')).toBeVisible();
  // While it runs, the panel shows the run's profit (and the next stake in the amount field).
  await expect(page.getByTestId('auto-profit')).toHaveText(/^[+−]\$\d/);
  await expect(page.getByTestId('auto-start')).toBeVisible({ timeout: 15_000 });
  await expect(strip).toHaveCount(4);
  await page.waitForTimeout(800);
  await expect(strip).toHaveCount(4);
  await expect(page.getByTestId('my-bets').getByTestId('bet-row')).toHaveCount(4);
  // A recent result opens its bet.
  await strip.last().click();
  const detail = page.getByTestId('bet-detail-modal');
  await expect(detail).toContainText(first.bet.details.roll.toFixed(2));
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Mines: one mine, reveal a tile per round until one is safe, then cash out (bounded).
  await openApp(page, '/casino/game/mines');
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('mines-count').selectOption('1');
  let isCashedOut = false;
  for (let round = 0; round < 8 && !isCashedOut; round++) {
    await page.getByTestId('mines-start').click();
    const tile = page.getByTestId('mines-tile').nth(round % 25);
    await expect(tile).toBeEnabled();
    await tile.click();
    await expect(tile).not.toHaveAttribute('data-state', 'hidden');
    if ((await tile.getAttribute('data-state')) === 'gem') {
      await page.getByTestId('mines-cash-out').click();
      await expect(page.getByTestId('mines-status')).toContainText('You won');
      isCashedOut = true;
    } else {
      await expect(page.getByTestId('mines-status')).toContainText('You hit a mine');
    }
  }
  expect(isCashedOut).toBe(true);

  // Rotate the seed: the old server seed is revealed in the seed history.
  await page.getByTestId('fairness-button').click();
  const modal = page.getByTestId('provably-fair-modal');
  await expect(modal.getByTestId('fairness-client-seed')).not.toHaveValue('');
  await modal.getByTestId('fairness-new-client-seed').fill('e2eseed1');
  await modal.getByTestId('fairness-change-seed').click();
  await expect(page.getByTestId('change-seed-input')).toHaveValue('e2eseed1');
  await page.getByTestId('change-seed-submit').click();
  await expect(page.getByTestId('change-seed-modal')).toBeHidden();
  await expect(modal.getByTestId('fairness-client-seed')).toHaveValue('e2eseed1');
  await expect(modal.getByTestId('fairness-nonce')).toHaveValue('0');

  // Verify the first dice bet with the revealed seed, computed in the browser.
  await modal.getByTestId('seed-history-verify').first().click();
  await expect(modal.getByTestId('verify-server-seed')).not.toHaveValue('');
  await modal.getByTestId('verify-game').selectOption('dice');
  await modal.getByTestId('verify-nonce').fill(String(first.bet.nonce));
  await expect(modal.getByTestId('verify-result')).toHaveAttribute(
    'data-value',
    String(first.bet.details.roll),
  );
});
