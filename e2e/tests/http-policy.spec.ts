import { expect, test, type Page } from '@playwright/test';
import { createPlayer, signInAs } from './support/shell';

/**
 * Issues 14 and 15: the site's CSP lets the app's live socket reach our own origin only, and
 * the API docs run under a CSP of their own. Both are checked in Chromium, which enforces them.
 */

/** Collects every CSP violation the page reports, from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('a signed-in player gets live events over a WebSocket to our origin, within the CSP', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const socketFrame = page.waitForEvent('websocket', {
    predicate: (ws) => new URL(ws.url()).pathname.startsWith('/socket.io/'),
  });
  const player = await createPlayer(page, 'csp');
  await signInAs(page, player);
  const socket = await socketFrame;
  // The socket is really open (engine.io answers its probe), not refused by the CSP.
  await socket.waitForEvent('framereceived');
  expect(new URL(socket.url()).host).toBe(new URL(page.url()).host);
  // No violation at all: not the socket (connect-src), not zod's eval probe (script-src).
  expect(await violations()).toEqual([]);
});

test("the API docs render Swagger UI, logo styles included, under the docs' own CSP", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await expect(page.locator('.opblock').first()).toBeVisible();
  await expect(page.locator('.topbar')).toBeVisible();
  // Swagger UI renders its logo as an SVG with an inline <style> (allowed by its hash).
  expect(await violations()).toEqual([]);
});
