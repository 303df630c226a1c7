import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { admin, createPlayer, fund, placeDiceBet, signInAs, viewportOf } from './support/shell';

/**
 * Issue 17 items 6–7: the Weekly Raffle end to end. A player's bets become tickets through the
 * transactional outbox; /raffle shows them (and the rewards dropdown counts them), Gold buys
 * more, and the Raffle Prizes modal lists the 100 places.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/raffle/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewportOf(1440) });

test('a player bets, sees the tickets on /raffle, buys more with Gold, opens the prizes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await createPlayer(page, 'rfl');
  await fund(player.username, '500');
  await admin(
    'credit',
    '--user',
    player.username,
    '--amount',
    '2500',
    '--pocket',
    'gold',
    '--reason',
    'e2e',
  );
  // $60 + $60 + $60 = $180: one ticket, $80 carried to the next.
  for (let i = 0; i < 3; i++) await placeDiceBet(page, player, '60');
  await signInAs(page, player, '/raffle');

  const tickets = page.getByTestId('raffle-tickets');
  await test.step('the wagering ticket is there (delivered by the outbox)', async () => {
    await expect(tickets.getByTestId('raffle-tickets-wagering')).toHaveText('1', {
      timeout: 10_000,
    });
    await expect(tickets.getByTestId('raffle-tickets-gold')).toHaveText('0');
    await expect(tickets.getByTestId('raffle-tickets-total')).toHaveText('1');
    await expect(page.getByTestId('raffle-countdown-clock')).toContainText('h');
    await expect(page.getByTestId('raffle-pool-amount')).toHaveText('$15,000');
  });

  await test.step('one more bet arrives live: $80 carried + $40 = a second ticket', async () => {
    await placeDiceBet(page, player, '40');
    await expect(tickets.getByTestId('raffle-tickets-wagering')).toHaveText('2', {
      timeout: 10_000,
    });
  });

  await test.step('Gold buys two tickets; the Gold left is shown', async () => {
    await page.getByTestId('raffle-buy-count').fill('2');
    await expect(page.getByTestId('raffle-buy-cost')).toContainText('2,000');
    await page.getByTestId('raffle-buy-submit').click();
    await expect(tickets.getByTestId('raffle-tickets-gold')).toHaveText('2');
    await expect(tickets.getByTestId('raffle-tickets-total')).toHaveText('4');
    await expect(page.getByTestId('raffle-gold-balance')).toContainText('500');
    // Not enough Gold for another two: the spec's words, nothing bought.
    await page.getByTestId('raffle-buy-submit').click();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Not enough Gold to buy these tickets' }),
    ).toBeVisible();
    await expect(tickets.getByTestId('raffle-tickets-gold')).toHaveText('2');
  });
  await page.screenshot({ path: `${SHOTS}raffle-1440.png`, fullPage: true });

  await test.step('the Raffle Prizes modal lists 100 places', async () => {
    await page.getByTestId('raffle-prizes-open').click();
    const modal = page.getByTestId('raffle-prizes-modal');
    await expect(modal.getByTestId('raffle-prize-row')).toHaveCount(100);
    await expect(modal.getByTestId('raffle-prize-row').first()).toContainText('$1,500');
    await expect(modal.getByTestId('raffle-prize-row').last()).toContainText('$35');
    await page.screenshot({ path: `${SHOTS}raffle-prizes-1440.png` });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('the rewards dropdown counts the same tickets', async () => {
    await page.getByTestId('rewards-menu-trigger').click();
    await expect(page.getByTestId('rewards-menu-raffleTickets')).toContainText('4');
    await page.keyboard.press('Escape');
  });

  await test.step('the page holds at 390 px', async () => {
    await page.setViewportSize(viewportOf(390));
    await expect(tickets.getByTestId('raffle-tickets-total')).toBeVisible();
    // Measured once the resize has settled (the closing rewards menu is still animating out).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}raffle-390.png`, fullPage: true });
    await page.getByTestId('raffle-prizes-open').click();
    await expect(page.getByTestId('raffle-prize-row')).toHaveCount(100);
    await page.screenshot({ path: `${SHOTS}raffle-prizes-390.png` });
  });
});
