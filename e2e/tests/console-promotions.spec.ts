import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, signInAs, viewportOf } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The console's Promotions section (issue 22; ADR 046): a support agent with TOTP creates a
 * quest with two tasks in the console, and a player finds it on the quests page (/dashboard).
 * Screenshots of the three tabs at 1440 and 800 px.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/console-promotions/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test('staff create a quest in the console and a player sees it on the quests page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewportOf(1440));
  const title = `Console quest ${Date.now().toString(36)}`;

  const { accessToken } = await staffWithTotp(page, 'prm', 'support');
  await withToken(page, accessToken);

  await test.step('create the quest from the Quests tab', async () => {
    await page.goto('/admin/promotions');
    await expect(page.getByTestId('console-quests')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('console-quest-add').click();
    await page.getByTestId('console-quest-title').fill(title);
    await page.getByTestId('console-quest-reward').fill('150');
    await page.getByTestId('console-quest-task-0-title').fill('Wager $5 on anything');
    await page.getByTestId('console-quest-task-0-target').fill('5');
    await page.getByTestId('console-quest-add-task').click();
    await page.getByTestId('console-quest-task-1-kind').selectOption('chat');
    await page.getByTestId('console-quest-task-1-title').fill('Say hello in chat');
    await page.getByTestId('console-quest-task-1-target').fill('1');
    await page.screenshot({ path: `${SHOTS}console-quest-editor-1440.png` });
    await page.getByTestId('console-quest-save').click();
    await expect(page.getByTestId('console-quest-editor')).toBeHidden();
    await expect(page.getByTestId('console-quests-table')).toContainText(title);
  });

  await test.step('screenshots of each tab at 1440 and 800 px', async () => {
    for (const width of [1440, 800] as const) {
      await page.setViewportSize(viewportOf(width));
      for (const tab of ['quests', 'challenges', 'raffle'] as const) {
        await page.getByTestId(`console-promotions-tab-${tab}`).click();
        await expect(
          page.getByTestId(`console-${tab === 'raffle' ? 'raffle-weeks' : tab}`),
        ).toBeVisible();
        await expect(page.getByTestId('console-loading')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}console-${tab}-${width}.png`, fullPage: true });
      }
    }
  });

  await test.step('a player sees the quest on the quests page', async () => {
    const context = await browser.newContext({ viewport: viewportOf(1440) });
    const playerPage = await context.newPage();
    const player = await createPlayer(playerPage, 'prp');
    await signInAs(playerPage, player, '/dashboard');
    const card = playerPage.getByTestId('quest-card').filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('quest-card-tasks')).toContainText('2');
    await context.close();
  });
});
