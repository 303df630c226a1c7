import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  createPlayer,
  fund,
  placeDiceBet,
  signInAs,
  viewportOf,
  type Player,
} from './support/shell';

/**
 * Tip Freespins (issue 20; spec document 2 sections 2, 5, 7, 8; ADR 033): player A opens B's
 * profile from the live bets and tips B three free spins of Koi Fortune; B opens the game, the
 * real Tengu Studio (BUNDLED_PROVIDER=on) shows the spins, B plays them; B's credits grow by the
 * wins and A's fell by the cost. Screenshots of the modal at 390 and 1440 px.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/free-spins/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

async function credits(page: Page, player: Player): Promise<number> {
  const res = await page.request.get('/api/wallet/balance', {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(res.ok()).toBe(true);
  return Number(((await res.json()) as { credits: string }).credits);
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '') || '0');

test('A tips B three free spins of Koi Fortune; B plays them in the studio frame', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await expect(async () => {
    const res = await page.request.get('/api/games/search?provider=tengu-studio&category=slots');
    expect(((await res.json()) as { total: number }).total).toBe(4);
  }).toPass({ timeout: 30_000 });

  const alice = await createPlayer(page, 'fsa');
  const bob = await createPlayer(page, 'fsb');
  await fund(alice.username, '10');
  await fund(bob.username, '2');
  // Bob's bet puts his name in the live bets, where Alice opens his profile.
  await placeDiceBet(page, bob, '1');
  const aliceBefore = await credits(page, alice);

  await page.setViewportSize(viewportOf(1440));
  await signInAs(page, alice, '/');

  await test.step("Alice opens Bob's profile and picks Tip Freespins", async () => {
    await page.getByTestId('live-tab-all').click();
    await page
      .getByTestId('all-bets')
      .getByTestId('bet-row-player')
      .filter({ hasText: bob.username })
      .first()
      .click();
    await expect(page.getByTestId('profile-modal')).toBeVisible();
    await page.getByTestId('profile-tip-free-spins').click();
    await expect(page.getByTestId('profile-modal')).toBeHidden();
  });

  const modal = page.getByTestId('tip-free-spins-modal');
  await test.step('the modal lists the studio slots with covers; a missing game is refused', async () => {
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal).toContainText('Tip Freespins');
    await expect(modal).toContainText(bob.username);
    await expect(modal.getByTestId('free-spin-game')).toHaveCount(4, { timeout: 15_000 });
    await modal.getByTestId('free-spin-submit').click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'No game selected' }),
    ).toBeVisible();
    await modal.locator('[data-testid="free-spin-game"][data-slug="Koi-Fortune"]').click();
    await modal.getByTestId('free-spin-count').fill('0');
    await modal.getByTestId('free-spin-submit').click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid spin count' }),
    ).toBeVisible();
    await modal.getByTestId('free-spin-count').fill('3');
    await modal.getByTestId('free-spin-amount-0.2').click();
    await expect(modal.getByTestId('free-spin-total')).toHaveText('$0.60');
    await expect(modal.locator('img').first()).toHaveJSProperty('complete', true);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/tip-modal-1440.png` });
    await page.setViewportSize(viewportOf(390));
    await expect(modal.getByTestId('free-spin-submit')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tip-modal-390.png` });
    await page.setViewportSize(viewportOf(1440));
  });

  await test.step('sending charges Alice the cost once', async () => {
    await modal.getByTestId('free-spin-submit').click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Free spins sent' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(modal).toBeHidden();
    expect(await credits(page, alice)).toBeCloseTo(aliceBefore - 0.6, 8);
  });

  await test.step('Bob opens Koi Fortune: the frame shows the spins; he plays them', async () => {
    const bobContext = await browser.newContext({ viewport: viewportOf(1440) });
    const bobPage = await bobContext.newPage();
    const bobBefore = await credits(bobPage, bob);
    await signInAs(bobPage, bob, '/casino/game/Koi-Fortune');
    const game = bobPage.frameLocator('[data-testid="provider-game-frame"]');
    await expect(game.locator('#free-text')).toHaveText('Free spins left: 3 at $0.20', {
      timeout: 20_000,
    });
    let won = 0;
    for (let left = 3; left > 0; left -= 1) {
      await expect(game.locator('#free-spin')).toBeVisible({ timeout: 15_000 });
      await game.locator('#free-spin').click();
      await expect(game.locator('#message')).toContainText('Free spin played', { timeout: 15_000 });
      won += dollars(await game.locator('#last-win').textContent());
      if (left > 1) {
        await expect(game.locator('#free-text')).toHaveText(
          `Free spins left: ${left - 1} at $0.20`,
          { timeout: 15_000 },
        );
      }
    }
    await expect(game.locator('#free')).toBeHidden({ timeout: 15_000 });
    await bobPage.screenshot({ path: `${SHOTS}/played-1440.png` });
    expect(await credits(bobPage, bob)).toBeCloseTo(bobBefore + won, 2);
    expect(await credits(page, alice)).toBeCloseTo(aliceBefore - 0.6, 8);
    await bobContext.close();
  });
});
