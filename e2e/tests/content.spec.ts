import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { viewportOf } from './support/shell';

/**
 * Issue 23: the help centre over POST /api/graphql. A visitor reads a documentation tab on
 * /docs (and its heading anchor), searches the support FAQ and opens an answer, then opens a
 * blog post from /blog and sees its reading time; at a phone's and a desktop's width.
 */
const SHOTS = fileURLToPath(new URL('../artifacts/content/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

for (const width of [390, 1440] as const) {
  test(`a visitor reads a docs tab, searches the FAQ and opens a blog post (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewportOf(width));

    // Docs: the guides' tabs come from `documentation { id tabTitle title content }`.
    await page.goto('/docs');
    const panel = page.getByTestId('docs-tab-panel');
    await expect(panel).toContainText('How deposits work');
    await page.getByTestId('docs-tab-provably-fair').click();
    await expect(panel).toContainText('Provably fair: check every bet yourself');
    await expect(panel.locator('code').filter({ hasText: 'tengu-verify dice' })).toBeVisible();
    await expect(page).toHaveURL(/\/docs#provably-fair$/);
    // The tab survives a reload (it is in the URL), and its headings are anchors.
    await page.reload();
    await expect(page.getByTestId('docs-tab-provably-fair')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#provably-fair--verify-with-tengu-verify')).toBeVisible();
    // Search across every tab finds the confirmations table in Deposits.
    await page.getByTestId('docs-search').fill('confirmations polygon');
    const results = page.getByTestId('docs-search-results');
    await expect(results).toContainText('How deposits work');
    await results.getByRole('button', { name: /How deposits work/ }).click();
    await expect(panel.getByRole('cell', { name: 'Polygon' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}docs-${width}.png` });

    // Support: search narrows the FAQ; an answer opens.
    await page.goto('/support');
    const items = page.getByTestId('support-faq-item');
    await expect(items.first()).toBeVisible();
    const all = await items.count();
    expect(all).toBeGreaterThanOrEqual(8);
    await page.getByTestId('support-search').fill('withdraw');
    await expect.poll(() => items.count()).toBeLessThan(all);
    await page.getByText('Why can I not withdraw yet?').click();
    await expect(page.getByText(/of credits wagered \(free bets do not count\)/)).toBeVisible();
    await page.getByTestId('support-search').fill('zzzz no such question');
    await expect(page.getByTestId('support-empty')).toContainText('zzzz no such question');
    await page.getByTestId('support-search').fill('');
    await expect(page.getByTestId('support-contact')).toContainText('support@tengu.example');
    // The contact card opens the live-support widget.
    await page.getByTestId('support-open-live').click();
    await expect(page.getByTestId('live-support-widget')).toBeVisible();
    await page.getByTestId('live-support-close').click();
    await page.screenshot({ path: `${SHOTS}support-${width}.png` });

    // Blog: the list has covers; a post opens with its reading time.
    await page.goto('/blog');
    const card = page.getByTestId('blog-card-verify-your-bets-with-tengu-verify');
    await expect(card.locator('img')).toHaveAttribute('src', '/blog/covers/verify.svg');
    await page.screenshot({ path: `${SHOTS}blog-${width}.png` });
    await card.click();
    await expect(page).toHaveURL(/\/blog\/verify-your-bets-with-tengu-verify$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Verify your bets with tengu-verify',
    );
    await expect(page.getByTestId('blog-reading-time')).toHaveText(/\d+ min read/);
    await expect(page.getByRole('heading', { name: '3. Recompute' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}blog-post-${width}.png` });

    // A link to one answer (`/support#faq-fees`) opens it.
    await page.goto('/support#faq-fees');
    await expect(page.locator('#faq-fees details')).toHaveAttribute('open', '');
    await expect(page).toHaveURL(/#faq-fees$/);

    // An unknown post says so instead of an endless skeleton.
    await page.goto('/blog/no-such-post');
    await expect(page.getByTestId('blog-post-missing')).toBeVisible();
  });
}

test('the affiliate FAQ shows on /affiliate for visitors', async ({ page }) => {
  await page.setViewportSize(viewportOf(1440));
  await page.goto('/affiliate');
  const faq = page.getByTestId('affiliate-faq');
  await expect(faq.getByTestId('affiliate-faq-list-item').first()).toBeVisible();
  await faq.getByText('How much do I earn?').click();
  await expect(faq).toContainText('of the house edge of every bet your referred players make');
});
