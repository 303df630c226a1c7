import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlayer, openApp, signInAs, viewportOf } from './support/shell';
import { staffWithTotp, withToken } from './support/console';

/**
 * The console's chat view and content (issues 22, 23; ADR 040): a staff member with TOTP opens the
 * live chat view, posts a banner that a player sees on the home page and in chat (and can
 * dismiss), browses the FAQ, docs and blog with a markdown preview, and reads the banner in the
 * audit log. Screenshots of every page at 1440 px, the home page at 390 and 1440. (Muting a
 * chatter is in console-journey.spec.ts.)
 */
const SHOTS = fileURLToPath(new URL('../artifacts/console-moderation/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test('staff post a banner players see on the home page and in chat, and browse the content', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewportOf(1440));

  const { operator, accessToken } = await staffWithTotp(page, 'mod');
  await withToken(page, accessToken);

  await test.step('the live chat view and its moderation log', async () => {
    await page.goto('/admin/chat');
    // The room's messages, or its empty state when this spec runs first.
    await expect(
      page.getByTestId('console-chat-messages').or(page.getByTestId('console-empty')).first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}console-chat-1440.png`, fullPage: true });
  });

  const bannerText = `Weekend rakeback boost ${Date.now().toString(36)}`;
  await test.step('post a banner from the content section', async () => {
    await page.getByTestId('console-nav-content').click();
    await expect(page.getByTestId('console-banners')).toBeVisible();
    await page.getByTestId('console-banner-add').click();
    await page.getByTestId('console-banner-text-en').fill(bannerText);
    await page.getByTestId('console-banner-text-pl').fill(`Weekendowy boost ${bannerText}`);
    await page.getByTestId('console-banner-link').fill('/rewards');
    await page.screenshot({ path: `${SHOTS}console-banner-editor-1440.png` });
    await page.getByTestId('console-banner-save').click();
    await expect(page.getByTestId('console-banner-editor')).toBeHidden();
    await expect(page.getByTestId('console-banners-table')).toContainText(bannerText);
    await page.screenshot({ path: `${SHOTS}console-content-banners-1440.png`, fullPage: true });
  });

  await test.step('the FAQ, docs and blog tabs list the content with a markdown preview', async () => {
    await page.getByTestId('console-content-tab-support').click();
    await expect(page.getByTestId('console-entries-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}console-content-faq-1440.png`, fullPage: true });
    await page.getByTestId('console-content-tab-documentation').click();
    await page.getByTestId('console-entries-table').getByRole('button').first().click();
    await page.getByTestId('console-entry-body-preview').click();
    await expect(
      page.getByTestId('console-entry-body-rendered').locator('p').first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}console-content-docs-preview-1440.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('console-content-tab-blog').click();
    await expect(page.getByTestId('console-posts-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}console-content-blog-1440.png`, fullPage: true });
  });

  await test.step('a player sees the banner on the home page and in chat', async () => {
    const reader = await createPlayer(page, 'rd');
    for (const width of [1440, 390] as const) {
      const context = await browser.newContext({ viewport: viewportOf(width) });
      const readerPage = await context.newPage();
      await signInAs(readerPage, reader);
      const strip = readerPage.getByTestId('home-banners');
      await expect(strip).toContainText(bannerText);
      await expect(strip.getByRole('link')).toHaveAttribute('href', '/rewards');
      await readerPage.screenshot({ path: `${SHOTS}home-banner-${width}.png` });
      if (width === 1440) {
        await readerPage.getByTestId('chat-toggle').click();
        await expect(
          readerPage.getByTestId('chat-banner').filter({ hasText: bannerText }),
        ).toBeVisible();
        await readerPage.screenshot({ path: `${SHOTS}chat-banner-1440.png` });
        // Dismissed on the home page, it stays away.
        await strip.getByRole('button', { name: 'Dismiss announcement' }).click();
        await expect(strip.filter({ hasText: bannerText })).toHaveCount(0);
        await openApp(readerPage, '/');
        await expect(readerPage.getByTestId('hero-banner')).toBeVisible();
        await expect(
          readerPage.getByTestId('home-banners').filter({ hasText: bannerText }),
        ).toHaveCount(0);
      }
      await context.close();
    }
  });

  await test.step('the audit log lists the banner', async () => {
    await page.getByTestId('console-nav-audit').click();
    const table = page.getByTestId('console-audit-table');
    const banner = table.locator('tr').filter({ hasText: 'banner.add' });
    await expect(banner.first()).toContainText(bannerText);
    await expect(banner.first()).toContainText(`console:${operator.username}`);
    await page.screenshot({ path: `${SHOTS}console-audit-1440.png`, fullPage: true });
  });
});
