import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, openApp, signInAs } from './support/shell';

/**
 * Issue 14 items 6–9: the footer on every shell page with its policy pages, the Terms link of
 * the Register modal, the rule pages of dice, limbo, plinko, mines and crash, the level avatars
 * and the level titles in Persian.
 */

const SHOTS = fileURLToPath(new URL('../artifacts/footer-docs/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const LICENCE = 'Tengu E2E N.V. is licensed by the Test Gaming Authority, licence no. E2E/2026.';
const LEGAL = [
  ['terms', '/terms', 'Terms of Service'],
  ['privacy', '/privacy', 'Privacy Policy'],
  ['responsible', '/responsible-gambling', 'Responsible gambling'],
  ['fairness', '/provably-fair', 'Provably fair'],
  ['aml', '/aml-kyc', 'AML/KYC policy'],
] as const;

async function expectFooter(page: Page) {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  for (const [key, path] of LEGAL) {
    await expect(footer.getByTestId(`footer-link-${key}`)).toHaveAttribute('href', path);
  }
  await expect(footer.getByTestId('footer-link-support')).toBeVisible();
  await expect(footer.getByTestId('footer-currencies').locator('li')).not.toHaveCount(0);
  await expect(footer.getByTestId('footer-adult')).toHaveText('18+');
  await expect(footer.getByTestId('footer-license')).toHaveText(LICENCE);
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the footer shows its links, currencies, 18+ and the licence at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openApp(page, '/');
    await expectFooter(page);
    if (width === 390) {
      // Above the phone navigation, never under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          const footer = await page.getByTestId('site-footer').boundingBox();
          const nav = await page.getByTestId('mobile-footer').boundingBox();
          return !!footer && !!nav && footer.y + footer.height <= nav.y + 1;
        })
        .toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}home-footer-${width}.png`, fullPage: false });
  });
}

test('each policy page renders its heading, reached from the footer', async ({ page }) => {
  await openApp(page, '/');
  for (const [key, path, heading] of LEGAL) {
    await page.getByTestId('site-footer').getByTestId(`footer-link-${key}`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByTestId(`legal-page-${key}`).getByRole('heading', { level: 1 }),
    ).toHaveText(heading);
    await expect(page.getByTestId(`legal-page-${key}`).locator('section')).not.toHaveCount(0);
  }
  await openApp(page, '/fa/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شرایط خدمات');
});

test("the Register modal's Terms link opens the Terms page; the consent box stays checked", async ({
  page,
}) => {
  await openApp(page, '/');
  await page.getByTestId('register').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect(page.getByTestId('signup-consent')).toBeChecked();
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('signup-terms-link').click(),
  ]);
  await expect(terms.getByTestId('legal-page-terms')).toBeVisible({ timeout: 20_000 });
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  // The half-filled form is still there, its box still checked.
  await expect(page.getByTestId('signup-consent')).toBeChecked();
});

const DOCS = [
  ['dice', 'Dice rules', ['dice-doc-table']],
  ['limbo', 'Limbo rules', ['limbo-doc-table']],
  [
    'plinko',
    'Plinko rules',
    ['plinko-doc-table-low', 'plinko-doc-table-medium', 'plinko-doc-table-high'],
  ],
  ['mines', 'Mines rules', ['mines-doc-table']],
  ['crash', 'Crash rules', ['crash-doc-table']],
] as const;

test('the docs have rule pages with tables for dice, limbo, plinko, mines and crash', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const [slug, title, tables] of DOCS) {
    await openApp(page, `/docs/games/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const body = page.getByTestId(`docs-page-${slug}`);
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    for (const table of tables)
      await expect(page.getByTestId(table).locator('tbody tr')).not.toHaveCount(0);
    await expect(body.getByText(/tengu-verify/).first()).toBeVisible();
  }
  // Mines: one safe pick with 24 mines pays 0.99 × 25 = 24.75×.
  await openApp(page, '/docs/games/mines');
  await expect(page.getByTestId('mines-doc-table').locator('tbody tr').first()).toContainText(
    '24.75×',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}docs-mines-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/docs/games/plinko');
  await page.screenshot({ path: `${SHOTS}docs-plinko-390.png` });
});

test('the header avatar is a real picture and the Persian menu names the level', async ({
  page,
}) => {
  const player = await createPlayer(page, 'av');
  await signInAs(page, player, '/fa');
  const avatar = page.getByTestId('user-menu-trigger').getByTestId('avatar-image');
  await expect(avatar).toHaveAttribute('src', '/avatars/level-0.png');
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const profileImg = await page.request.get('/avatars/level-0.png');
  expect(profileImg.headers()['content-type']).toContain('image/png');
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-vip-title')).toHaveText('بچه‌قورباغه');
  await expect(page.getByTestId('user-menu')).toContainText('ماهی I');
});
