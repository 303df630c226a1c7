import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * The pool of createDatabase when the database drops a connection that is lent out (issue 25
 * item 3, found by the chaos test): before, the client's 'error' event had no listener and ended
 * the whole process; now the work on it fails and the pool goes on with a fresh connection.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('survives the database dropping a lent-out connection, and serves the next query', async () => {
  const client = await database.pool.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  // As a crash or `pg_ctl stop -m immediate` would, for this one session (FATAL 57P01).
  await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(client.query('SELECT 1')).rejects.toThrow();
  client.release();
  const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
  expect(after.rows).toEqual([{ one: 1 }]);
});
