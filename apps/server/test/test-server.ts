import { afterAll, beforeAll } from 'vitest';
import type { DB } from '#app/db/database';
import { signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * One real app on a fresh test database for the tests of a file, with a clock the tests move
 * (rewards periods, promotions' windows). Registers its own beforeAll/afterAll; read `db` and
 * `server` inside tests.
 */
export function useTestServer(start: string) {
  let now = new Date(start);
  const state = {} as { database: TestDatabase; server: Awaited<ReturnType<typeof createTestApp>> };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.server = await createTestApp({ db: state.database.db, env: TEST_ENV, now: () => now });
  });
  afterAll(async () => {
    await state.server.close();
    await state.database.drop();
  });
  return {
    get db(): DB {
      return state.database.db;
    },
    get server() {
      return state.server;
    },
    setNow(iso: string) {
      now = new Date(iso);
    },
    signUp: () => signUp(state.server),
  };
}
