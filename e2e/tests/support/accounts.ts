import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Opens a page and waits out the splash. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Generous: the first page load compiles nothing, but CI machines can be busy.
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 15_000 });
}

interface OutboxEmail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link with `param` mailed to `to` (GET /api/dev/outbox, newest first). */
export async function emailedLink(request: APIRequestContext, to: string, param: string) {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox');
      const { emails } = (await response.json()) as { emails: OutboxEmail[] };
      found = emails
        .filter((email) => email.to === to)
        .flatMap((email) => email.links)
        .find((link) => new URL(link).searchParams.has(param));
      return found;
    })
    .toBeTruthy();
  // Emails link to PUBLIC_URL; the test follows the path and query on its own origin.
  const url = new URL(found ?? '');
  return `${url.pathname}${url.search}`;
}
