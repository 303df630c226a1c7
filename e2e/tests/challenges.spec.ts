import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, fund, signInAs, viewportOf, type Player } from './support/shell';

/**
 * Issue 17 item 5: a player opens /casino/challenges, sees the seeded quick challenge ("First to
 * hit 2× on Limbo with at least $0.10") open, follows its Play link, wins it by betting (a 2×
 * limbo bet pays about every other time; the bets settle as in another tab), sees the Challenge
 * Won modal with the prize and its split, and finds the challenge shown as theirs.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/challenges/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const QUICK = 'First to hit 2× on Limbo with at least $0.10';

/** Limbo bets at 2× until one pays (at most 40: all losing has odds below one in 10¹¹). */
async function betUntilWin(page: Page, player: Player) {
  for (let i = 0; i < 40; i += 1) {
    const res = await page.request.post('/api/games/limbo/bet', {
      data: { amount: '0.10', target: 2 },
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(res.status()).toBe(200);
    const { bet } = (await res.json()) as { bet: { payout: string } };
    if (Number(bet.payout) > 0) return;
  }
  throw new Error('no winning limbo bet in 40');
}

test.use({ viewport: viewportOf(1440) });

test('a player wins the quick challenge by betting and sees it won', async ({ page }) => {
  test.setTimeout(60_000);
  const player = await createPlayer(page, 'chl');
  await fund(player.username, '20');
  await signInAs(page, player, '/casino/challenges');

  const quick = page.getByTestId('challenge-card').filter({ hasText: QUICK });
  await test.step('the page lists the quick challenge as open, the sidebar counts it', async () => {
    await expect(page.getByTestId('challenges-page')).toBeVisible();
    await expect(quick.getByTestId('challenge-state')).toHaveAttribute('data-state', 'open');
    await expect(quick.getByTestId('challenge-prize')).toHaveText('$5.00');
    await expect(page.getByTestId('nav-challenges').getByTestId('challenges-count')).toHaveText(
      /^\d+$/,
    );
    await page.screenshot({ path: `${SHOTS}challenges-1440.png` });
  });

  await test.step('its Play link opens the game; a winning bet opens the modal', async () => {
    await quick.getByTestId('challenge-play').click();
    await expect(page).toHaveURL(/\/casino\/game\/limbo$/);
    await betUntilWin(page, player);
    const modal = page.getByTestId('challenge-won');
    await expect(modal).toBeVisible({ timeout: 10_000 });
    await expect(modal).toContainText(QUICK);
    await expect(modal.getByTestId('challenge-won-prize')).toHaveText('$5.00');
    await expect(modal.getByTestId('challenge-won-paid')).toHaveText('$2.50');
    await expect(modal.getByTestId('challenge-won-scheduled')).toHaveText('$2.50');
    await page.screenshot({ path: `${SHOTS}challenge-won-1440.png` });
  });

  await test.step('the calendar button shows the three scheduled parts', async () => {
    await page.getByTestId('challenge-won-calendar').click();
    await expect(page.getByTestId('challenge-won')).toBeHidden();
    const calendar = page.getByTestId('calendar-modal');
    await expect(calendar).toBeVisible();
    // The first part unlocks tomorrow (UTC).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await calendar.getByTestId(`calendar-day-${tomorrow}`).click();
    await expect(calendar.getByTestId('calendar-item')).toContainText(['Challenge #1 1/3']);
    await page.keyboard.press('Escape');
  });

  await test.step('the challenge now shows as won, by this player', async () => {
    await page.goto('/casino/challenges');
    const won = page.getByTestId('challenges-won-list').getByTestId('challenge-card');
    const mine = won.filter({ hasText: QUICK });
    await expect(mine.getByTestId('challenge-state')).toHaveAttribute('data-state', 'yours');
    await expect(mine.getByTestId('challenge-winner')).toContainText('You won this challenge');
    await expect(
      page.getByTestId('challenges-open-list').getByTestId('challenge-card').filter({
        hasText: QUICK,
      }),
    ).toHaveCount(0);
  });
});
