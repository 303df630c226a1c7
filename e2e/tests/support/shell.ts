import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

/** Helpers of the shell end-to-end tests (shell*.spec.ts). */

/**
 * Opens a page and waits out the splash, with room for a loaded machine: the first load of a
 * lazy page chunk can take several seconds when the CI box is busy.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 15_000 });
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

export const WIDTHS = [390, 800, 1440] as const;
export type Width = (typeof WIDTHS)[number];

export function viewportOf(width: Width) {
  return { width, height: width === 390 ? 844 : 900 };
}

export interface Player {
  username: string;
  accessToken: string;
  user: unknown;
}

/** A new player through the API; nothing in the browser yet. */
export async function createPlayer(page: Page, prefix = 'sh'): Promise<Player> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { email: `${username}@example.com`, username, password: 'Tengu-Pass-42' },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { accessToken: string; user: unknown };
  return { username, accessToken: body.accessToken, user: body.user };
}

/** Puts the player's access token where the app keeps it, then opens `path`. */
export async function signInAs(page: Page, player: Player, path = '/'): Promise<void> {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('tengu-auth')) {
      localStorage.setItem(
        'tengu-auth',
        JSON.stringify({ state: { accessToken: token }, version: 0 }),
      );
    }
  }, player.accessToken);
  await openApp(page, path);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
}

/** Runs the real operator tool (`npm run admin -- …`) against the e2e server's database. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', 'admin', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
  return stdout;
}

/** Credits the player with the real operator tool, against the e2e server's database. */
export async function fund(username: string, amount = '100'): Promise<void> {
  await admin(
    'credit',
    '--user',
    username,
    '--amount',
    amount,
    '--pocket',
    'credits',
    '--reason',
    'e2e',
  );
}

export interface DiceAnswer {
  bet: { id: string; amount: string; payout: string };
}

/** One dice bet through the API, as another tab of the same player would place it. */
export async function placeDiceBet(
  page: Page,
  player: Player,
  amount = '1',
  target = 50.5,
): Promise<DiceAnswer> {
  const res = await page.request.post('/api/games/dice/bet', {
    data: { amount, target, condition: 'over' },
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as DiceAnswer;
}

export async function boxOf(page: Page, testId: string) {
  const rect = await page.getByTestId(testId).first().boundingBox();
  if (!rect) throw new Error(`${testId} has no box`);
  return rect;
}

/** Drags an element by its centre with the mouse (pointer events), in steps. */
export async function dragBy(page: Page, testId: string, dx: number, dy: number): Promise<void> {
  const handle = await boxOf(page, testId);
  const x = handle.x + Math.min(60, handle.width / 3);
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** The URL's search and hash, for checking that consumed parameters were removed. */
export function searchAndHash(page: Page): string {
  const url = new URL(page.url());
  return `${url.search}${url.hash}`;
}
