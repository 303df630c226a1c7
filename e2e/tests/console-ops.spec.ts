import type { DashboardResponse } from '@tengu/shared';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { playerWithPendingWithdrawal, staffWithTotp, withToken } from './support/console';

/**
 * The console's money and operations sections (issue 22, ADR 039): an operator reads a pending
 * withdrawal's risk hints, the dashboard's numbers, the deposits list and runs the ledger check.
 * (Approving a withdrawal is in console-journey.spec.ts.)
 */

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

test('an operator reads the withdrawals review, the dashboard, deposits and system pages', async ({
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
});
