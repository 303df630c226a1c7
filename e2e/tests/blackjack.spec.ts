import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/accounts';

/**
 * Issue 6, blackjack end to end: a hand played in the UI to its end with the balance updated,
 * a reload mid-hand that restores it, and a split played through the UI.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

interface Answer {
  game: { actions: string[]; phase: string } | null;
  bet: { amount: string; payout: string } | null;
  balance: { credits: string; freebets: string };
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
  const username = `bj_${Date.now().toString(36)}`;
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
  return accessToken;
}

/** Header balance text for a decimal string, e.g. "98.5" → "$98.50". */
function usd(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${(fraction + '00').slice(0, 2)}`;
}

/** Plays the running hand in the UI (no insurance, then stand) until the result banner shows. */
async function finishInUi(page: Page): Promise<Answer> {
  let last: Answer | null = null;
  for (let step = 0; step < 6; step++) {
    if (await page.getByTestId('blackjack-result').isVisible()) break;
    const button = (await page.getByTestId('blackjack-insurance-prompt').isVisible())
      ? page.getByTestId('blackjack-no-insurance')
      : page.getByTestId('blackjack-stand');
    const answer = page.waitForResponse('**/api/games/blackjack/action');
    await button.click();
    last = (await (await answer).json()) as Answer;
    if (!last.game) break;
  }
  await expect(page.getByTestId('blackjack-result')).toBeVisible();
  if (!last) throw new Error('the hand ended without a move');
  return last;
}

test('blackjack: a hand to its end, a reload mid-hand, and a split', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signUpFunded(page);
  const auth = { authorization: `Bearer ${token}` };
  await openApp(page, '/casino/game/blackjack');
  await expect(page.getByTestId('blackjack-table')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$100.00');

  // Deal until a hand needs decisions (a blackjack at the deal settles at once).
  await page.getByTestId('bet-amount').fill('1');
  let dealt: Answer | null = null;
  for (let i = 0; i < 10 && !dealt?.game; i++) {
    const answer = page.waitForResponse('**/api/games/blackjack/start');
    await page.getByTestId('blackjack-deal').click();
    dealt = (await (await answer).json()) as Answer;
    if (!dealt.game) await expect(page.getByTestId('blackjack-result')).toBeVisible();
  }
  expect(dealt?.game).not.toBeNull();
  // While the hand runs the hole card is face down and the amount is locked.
  const dealer = page.getByTestId('blackjack-dealer').getByTestId('playing-card');
  await expect(dealer).toHaveCount(2);
  await expect(dealer.nth(1)).toHaveAttribute('data-card', 'hidden');
  await expect(page.getByTestId('bet-amount')).toBeDisabled();
  const playerCards = page.getByTestId('blackjack-player').getByTestId('playing-card');
  const before = await playerCards.evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('data-card')),
  );

  // A reload restores the running hand.
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(playerCards).toHaveCount(before.length);
  expect(
    await playerCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card'))),
  ).toEqual(before);
  await expect(dealer.nth(1)).toHaveAttribute('data-card', 'hidden');

  // Play it to the end in the UI: the hole card turns, the result and the balance show.
  const end = await finishInUi(page);
  await expect(dealer.nth(1)).not.toHaveAttribute('data-card', 'hidden');
  await expect(page.getByTestId('recent-result').first()).toBeVisible();
  const total = (Number(end.balance.credits) + Number(end.balance.freebets)).toFixed(2);
  await expect(page.getByTestId('header-balance')).toHaveText(usd(total));
  await expect(page.getByTestId('my-bets').getByTestId('bet-row').first()).toBeVisible();

  // A split: deal over the API until a pair comes, then play it in the UI after a reload.
  let pair: Answer | null = null;
  for (let i = 0; i < 80 && !pair; i++) {
    const started = await page.request.post('/api/games/blackjack/start', {
      data: { amount: '0.1' },
      headers: auth,
    });
    let state = (await started.json()) as Answer;
    if (state.game?.actions.includes('split')) {
      pair = state;
      break;
    }
    while (state.game) {
      const action = state.game.phase === 'insurance' ? 'noInsurance' : 'stand';
      const next = await page.request.post('/api/games/blackjack/action', {
        data: { action },
        headers: auth,
      });
      state = (await next.json()) as Answer;
      if (state.game?.actions.includes('split')) {
        pair = state;
        break;
      }
    }
  }
  expect(pair, 'no splittable pair in 80 hands').not.toBeNull();
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  const split = page.getByTestId('blackjack-split');
  await expect(split).toBeEnabled();
  const splitAnswer = page.waitForResponse('**/api/games/blackjack/action');
  await split.click();
  const afterSplit = (await (await splitAnswer).json()) as Answer;
  const hands = page.getByTestId('blackjack-hand');
  await expect(hands).toHaveCount(2);
  // Split aces take one card each and end the hand at once; otherwise play both hands.
  const splitEnd = afterSplit.game ? await finishInUi(page) : afterSplit;
  await expect(page.getByTestId('blackjack-result')).toBeVisible();
  await expect(hands).toHaveCount(2);
  await expect(hands.nth(0)).not.toHaveAttribute('data-outcome', '');
  await expect(hands.nth(1)).not.toHaveAttribute('data-outcome', '');
  expect(splitEnd.bet?.amount).toBe('0.2');

  // The bet detail shows both hands.
  await page.getByTestId('my-bets').getByTestId('bet-row').first().click();
  await expect(page.getByTestId('bet-detail-blackjack')).toBeVisible();
});
