import { expect, test, type Page } from '@playwright/test';
import { createPlayer, signInAs } from './support/shell';

/**
 * Issue 25 item 4 (ADR 052): under the strict Content-Security-Policy — no inline script, inline
 * styles only with the page's nonce — no page of the players' app, nor the console's sign-in
 * page, raises a single CSP violation in Chromium, which enforces the policy.
 */

/** Every top-level page of apps/web/src/app/router.tsx, one of each parameterised kind. */
const PAGES = [
  '/',
  '/casino/home',
  '/casino/slots',
  '/casino/live-casino',
  '/casino/bonus-buys',
  '/casino/new-releases',
  '/casino/providers',
  '/casino/favourites',
  '/casino/challenges',
  '/casino/home/dojo',
  '/casino/game/dice',
  '/casino/game/mines',
  '/casino/game/plinko',
  '/casino/game/crash',
  '/casino/game/roulette',
  '/sports/home',
  '/docs',
  '/docs/games/dice',
  '/terms',
  '/privacy',
  '/responsible-gambling',
  '/provably-fair',
  '/aml-kyc',
  '/book-of-degen',
  '/settings',
  '/history',
  '/profile',
  '/rewards',
  '/vip',
  '/dashboard',
  '/raffle',
  '/affiliate',
  '/support',
  '/blog',
  // Deep links that open modals (Radix's scroll lock inserts a <style>: it needs the nonce).
  '/deposit',
  '/withdraw',
  '/vault',
  '/livesupport',
  '/fa',
  '/no-such-page',
];

/** Records violations (the DOM event, from the first script on) and CSP console errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(`${page.url()} console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${location.pathname} ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => [
    ...consoleErrors.splice(0),
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

/** A client-side navigation, as a link click makes it: the page's chunks and styles load. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Lazy chunks, their styles and the page's first queries settle (deep links may redirect).
  await page.waitForTimeout(500);
}

test('no page of the players app raises a CSP violation, signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  // One document (its nonce and policy), every page reached from it as a player would.
  await signInAs(page, await createPlayer(page, 'csp'));
  for (const path of PAGES) await navigate(page, path);
  // The chat pop-out: a page without the shell.
  await navigate(page, '/chat');
  expect(await violations()).toEqual([]);
});

test("the console's sign-in page raises no CSP violation", async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/admin');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.getByTestId('console-sign-in-link')).toBeVisible({ timeout: 20_000 });
  expect(await violations()).toEqual([]);
});
