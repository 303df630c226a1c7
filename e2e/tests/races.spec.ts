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
 * Issue 18 item 6: an eligible affiliate (a referred player has wagered $5000) creates a race —
 * a validation error first, then successfully — and a referred player's bet moves the standings
 * live (outbox → `leaderboard:standings_update`).
 */
const SHOTS = fileURLToPath(new URL('../artifacts/races/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewportOf(1440) });

async function referredBy(page: Page, affiliate: Player, prefix: string): Promise<Player> {
  const code = (affiliate.user as { referral_code: string }).referral_code;
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: {
      email: `${username}@example.com`,
      username,
      password: 'Tengu-Pass-42',
      referralCode: code,
    },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { accessToken: string; user: unknown };
  return { username, accessToken: body.accessToken, user: body.user };
}

function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('an affiliate creates a race and a referred bet moves the standings live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const affiliate = await createPlayer(page, 'aff');
  await fund(affiliate.username, '200');
  // A referred high roller makes the affiliate eligible ($5000 of referred wagering).
  const whale = await referredBy(page, affiliate, 'wh');
  await fund(whale.username, '5200');
  await placeDiceBet(page, whale, '5000', 2);
  const racer = await referredBy(page, affiliate, 'rc');
  await fund(racer.username, '50');

  await signInAs(page, affiliate, '/?race=create');
  const modal = page.getByTestId('create-race-modal');
  await expect(modal).toBeVisible();
  const submit = modal.getByTestId('race-create-submit');

  await test.step('the button waits for a total; a missing end date is refused', async () => {
    await expect(submit).toBeDisabled();
    for (let position = 1; position <= 10; position++) {
      await modal.getByTestId(`race-prize-${position}`).fill(String(11 - position));
    }
    // Only digits and one decimal point are accepted.
    await modal.getByTestId('race-prize-10').fill('1a');
    await expect(modal.getByTestId('race-prize-10')).toHaveValue('1');
    await expect(modal.getByTestId('race-total')).toHaveText('$55.00');
    await expect(modal.getByTestId('race-end-date')).toHaveAttribute('min', /\d{4}-\d{2}-\d{2}/);
    await submit.click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please fill in end date and time')).toBeVisible();
  });

  await test.step('with an end date and time the race is created', async () => {
    await modal.getByTestId('race-end-date').fill(tomorrow());
    await modal.getByTestId('race-end-time').fill('12:00');
    await page.screenshot({ path: `${SHOTS}create-1440.png` });
    await submit.click();
    const standings = page.getByTestId('race-standings-modal');
    await expect(standings).toBeVisible();
    await expect(standings.getByTestId('race-stat-prize')).toHaveText('$55.00');
    await expect(standings.getByTestId('race-standings-empty')).toBeVisible();
  });

  await test.step("a referred player's bet moves the standings live", async () => {
    await placeDiceBet(page, racer, '3');
    const standings = page.getByTestId('race-standings-modal');
    const row = standings.getByTestId('race-standing-row').first();
    await expect(row).toContainText(racer.username.slice(0, 12), { timeout: 10_000 });
    await expect(row.getByTestId('race-standing-wagered')).toHaveText('$3.00');
    await expect(standings.getByTestId('race-stat-players')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}standings-1440.png` });
    await page.setViewportSize(viewportOf(390));
    await page.screenshot({ path: `${SHOTS}standings-390.png` });
  });

  await test.step('history is empty until the race ends', async () => {
    await page.goto('/?race=history');
    await expect(page.getByTestId('race-history-empty')).toHaveText('No race data found');
  });
});
