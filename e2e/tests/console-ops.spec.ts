import type { DashboardResponse } from '@tengu/shared';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { emailedLink } from './support/accounts';
import { admin } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The console's money and operations sections (issue 22, ADR 039): a finance-capable operator
 * approves a player's pending withdrawal in the withdrawals review (the player's withdrawal
 * moves on), reads the dashboard's numbers, lists deposits and runs the ledger check.
 */

const PASSWORD = 'Tengu-Pass-42';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** A simulated BTC deposit to the player's address (`npm run dev:deposit`, as payments.spec). */
async function devDeposit(username: string, amount: string) {
  await run(
    'npm',
    [
      'run',
      '--silent',
      'dev:deposit',
      '--',
      '--user',
      username,
      '--asset',
      'BTC',
      '--amount',
      amount,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    },
  );
}
const usd = (decimal: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(decimal));

/** A verified player who wagered and asked for an LTC withdrawal (PENDING). */
async function playerWithPendingWithdrawal(page: Page) {
  const username = `wd_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const email = `${username}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, username, password: PASSWORD, consent: true },
  });
  expect(signup.status()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const link = await emailedLink(page.request, email, 'verify_email');
  const token = new URL(link, 'http://x').searchParams.get('verify_email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(
    200,
  );
  await admin('credit', '--user', username, '--amount', '200', '--reason', 'e2e console ops');
  const auth = { authorization: `Bearer ${accessToken}` };
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: '70', target: 50.5, condition: 'over' },
    headers: auth,
  });
  expect(bet.status()).toBe(200);
  const request = await page.request.post('/api/payments/withdrawals', {
    data: {
      asset: 'LTC',
      network: 'ltc',
      address: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
      assetAmount: '0.1',
    },
    headers: auth,
  });
  expect(request.status()).toBe(200);
  const { withdrawal } = (await request.json()) as { withdrawal: { id: string } };
  return { username, auth, withdrawalId: withdrawal.id };
}

test('an operator approves a pending withdrawal and reads the dashboard, deposits and system pages', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const player = await playerWithPendingWithdrawal(page);
  const { accessToken } = await staffWithTotp(page, 'fo');
  await withToken(page, accessToken);
  const staffAuth = { authorization: `Bearer ${accessToken}` };

  // Withdrawals review: the player's request waits in PENDING with its risk hints.
  await page.goto('/admin/withdrawals');
  const approve = page.getByTestId(`withdrawal-approve-${player.withdrawalId}`);
  await expect(approve).toBeVisible();
  const row = page.getByTestId('withdrawals-table').locator('tr').filter({ has: approve });
  await expect(row).toContainText(player.username);
  await expect(row.getByTestId('risk-new-account')).toHaveAttribute('data-on', 'true');
  await expect(row.getByTestId('risk-wager')).toContainText('Wager');
  await page.getByTestId('risk-legend').locator('summary').click();
  await expect(page.getByTestId('risk-legend')).toContainText('Account age when the withdrawal');
  await page.screenshot({
    path: testInfo.outputPath('console-withdrawals-1440.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({
    path: testInfo.outputPath('console-withdrawals-800.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  await approve.click();
  await expect(page.getByTestId('withdrawal-review-dialog')).toContainText(player.username);
  await page.getByTestId('withdrawal-review-reason').fill('e2e: KYC checked');
  await page.getByTestId('withdrawal-review-submit').click();
  await expect(page.getByTestId('withdrawal-review-dialog')).toBeHidden();
  await expect(approve).toBeHidden();
  // The player's own withdrawal left PENDING (PROCESSING, or further once the watcher sent it).
  await expect
    .poll(async () => {
      const mine = await page.request.get('/api/payments/withdrawals', { headers: player.auth });
      const body = (await mine.json()) as { withdrawals: { id: string; status: string }[] };
      return body.withdrawals.find((w) => w.id === player.withdrawalId)?.status;
    })
    .toMatch(/^(PROCESSING|COMPLETED)$/);
  await page.getByTestId('withdrawals-queue-PROCESSING').click();
  await page.screenshot({ path: testInfo.outputPath('console-withdrawals-processing-1440.png') });

  // Dashboard: the tiles show the server's totals for the range (today's bet included).
  await page.getByTestId('console-nav-dashboard').click();
  const report = (await (
    await page.request.get('/api/admin/dashboard', { headers: staffAuth })
  ).json()) as DashboardResponse;
  expect(report.totals.bets).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('dashboard-kpi-bets')).toContainText(
    report.totals.bets.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('dashboard-kpi-ggr')).toContainText(usd(report.totals.ggr));
  await expect(page.getByTestId('dashboard-kpi-ngr')).toContainText(usd(report.totals.ngr));
  await expect(page.getByTestId('dashboard-by-game')).toContainText('dice');
  await expect(page.getByTestId('dashboard-live-online')).toHaveText(/^\d+$/);
  await page.screenshot({
    path: testInfo.outputPath('console-dashboard-1440.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-dashboard-800.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The simulator's transfer becomes a deposit row at the watcher's next scan (a few seconds).
  await devDeposit(player.username, '0.002');
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/admin/deposits', {
          headers: staffAuth,
          params: { q: player.username },
        });
        return ((await res.json()) as { total: number }).total;
      },
      { timeout: 40_000 },
    )
    .toBeGreaterThan(0);
  await page.getByTestId('console-nav-deposits').click();
  await page.getByTestId('deposits-search').fill(player.username);
  await expect(page.getByTestId('deposits-table')).toContainText(player.username);
  await page.screenshot({ path: testInfo.outputPath('console-deposits-1440.png'), fullPage: true });

  // System: the ledger check on demand.
  await page.getByTestId('console-nav-system').click();
  await page.getByTestId('system-ledger-run').click();
  await expect(page.getByTestId('system-ledger-result')).toContainText('The ledger balances.');
  await expect(page.getByTestId('system-chains-table')).toContainText('LTC');
  await page.screenshot({ path: testInfo.outputPath('console-system-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-system-800.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The audit log holds the approval with its reason.
  await page.getByTestId('console-nav-audit').click();
  const audit = page
    .getByTestId('console-audit-table')
    .locator('tr')
    .filter({ hasText: 'withdrawal_approve' })
    .filter({ hasText: player.username });
  await expect(audit).toContainText('e2e: KYC checked');
});
