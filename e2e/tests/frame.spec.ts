import { expect, test, type Page } from '@playwright/test';

/**
 * The players' web app frame (spec document 1 section 2): the shell around every page, the
 * language prefix in the path, right-to-left Persian and the not-found page.
 */

async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The splash renders together with the shell, so wait for the shell before waiting it out.
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 6_000 });
}

async function box(page: Page, testId: string) {
  const rect = await page.getByTestId(testId).boundingBox();
  if (!rect) throw new Error(`${testId} has no box`);
  return rect;
}

test('the home page renders the frame once the splash is gone', async ({ page }) => {
  // CSP violations and React errors surface as console errors.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page, '/');

  await expect(page.getByTestId('left-sidebar')).toBeVisible();
  await expect(page.getByTestId('main-content')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('original-plinko')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const topBar = await box(page, 'top-bar');
  expect(topBar.height).toBe(60);
  // The page sits beside the sidebar, not underneath it.
  const sidebar = await box(page, 'left-sidebar');
  const hero = await box(page, 'hero-banner');
  expect(sidebar.x).toBe(0);
  expect(hero.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);

  // Nothing covers the page any more: the header's buttons take clicks.
  await page.getByTestId('register').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  expect(errors).toEqual([]);
});

test('/fa renders right to left with the sidebar on the right', async ({ page }) => {
  await openApp(page, '/fa');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Persian strings are a chunk of their own, loaded before the first render.
  await expect(page.getByTestId('register')).toHaveText('ثبت‌نام');
  await expect(page.getByTestId('sign-in')).toHaveText('ورود');

  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const sidebar = await box(page, 'left-sidebar');
  const hero = await box(page, 'hero-banner');
  expect(Math.round(sidebar.x + sidebar.width)).toBe(viewport.width);
  expect(hero.x + hero.width).toBeLessThanOrEqual(sidebar.x);
});

test('the language prefix survives navigation and the language menu switches it', async ({
  page,
}) => {
  await openApp(page, '/pl/casino/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.getByTestId('nav-vip').click();
  await expect(page).toHaveURL(/\/pl\/vip$/);
  await expect(page.getByTestId('vip-page')).toBeVisible();
  await expect(page.getByTestId('nav-vip')).toHaveAttribute('aria-current', 'page');

  await page.getByTestId('nav-slots').click();
  await expect(page).toHaveURL(/\/pl\/casino\/slots$/);

  await page.getByTestId('language-menu-trigger').click();
  await page.getByTestId('language-ru').click();
  await expect(page).toHaveURL(/\/ru\/casino\/slots$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // Russian was never loaded on this page: its strings arrive with the switch.
  await expect(page.getByTestId('language-menu-trigger')).toContainText('Язык');
  await expect(page.getByTestId('nav-slots')).toContainText('Слоты');
});

test('an unknown route shows the not-found page inside the shell', async ({ page }) => {
  await openApp(page, '/pl/no/such/page');

  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-found-page')).toContainText('404');
  await expect(page.getByTestId('left-sidebar')).toBeVisible();
  // Unknown paths highlight Games (spec document 1 section 2).
  await expect(page.getByTestId('nav-games')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('nav-casino')).toHaveAttribute('data-active', 'false');

  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/pl$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a path starting with something that is not a language is not found', async ({ page }) => {
  await openApp(page, '/xx');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar hides and the footer opens it and the chat', async ({ page }) => {
    await openApp(page, '/');

    await expect(page.getByTestId('mobile-footer')).toBeVisible();
    expect((await box(page, 'mobile-footer')).height).toBe(60);
    await expect(page.getByTestId('left-sidebar')).toBeHidden();

    await page.getByTestId('footer-browse').click();
    await expect(page.getByTestId('left-sidebar')).toBeVisible();
    await page.getByTestId('nav-vip').click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByTestId('left-sidebar')).toBeHidden();

    await page.getByTestId('footer-chat').click();
    await expect(page.getByTestId('right-sidebar')).toBeVisible();
    expect((await box(page, 'right-sidebar')).width).toBe(390);
    // Toggling the same panel again closes it.
    await page.getByTestId('footer-chat').click();
    await expect(page.getByTestId('right-sidebar')).toBeHidden();
  });
});
