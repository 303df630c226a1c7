import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { withPipeline, type Statement } from './database';
import { SkippedStatementError } from './statement-group';

/**
 * The pipelined connections send the statements of one event-loop turn as one group with one
 * Sync (docs/decisions/012-coalesced-bets.md): each statement still gets its own answer, and a
 * failing statement skips the rest of its group, so a COMMIT behind a failed write never runs.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE group_probe (id int PRIMARY KEY CHECK (id > 0))`.execute(database.db);
});
afterAll(async () => {
  await database.drop();
});

const raw = (text: string): Statement<unknown, void> => ({
  query: CompiledQuery.raw(text),
  read: () => undefined,
});
const insert = (id: number): Statement<{ id: number }, number[]> => ({
  query: sql<{ id: number }>`INSERT INTO group_probe (id) VALUES (${id}) RETURNING id`.compile(
    database.db,
  ),
  read: (rows) => rows.map((r) => r.id),
});
const ids = async () =>
  (await sql<{ id: number }>`SELECT id FROM group_probe ORDER BY id`.execute(database.db)).rows.map(
    (r) => r.id,
  );
const backendPid = (): Statement<{ pid: number }, number> => ({
  query: sql<{ pid: number }>`SELECT pg_backend_pid() + ${0}::int AS pid`.compile(database.db),
  read: (rows) => rows[0]?.pid ?? -1,
});

it('answers each statement of a group, in order, and commits when all succeed', async () => {
  const answers = await withPipeline(database.db, (pipeline) =>
    Promise.all([
      pipeline.run(raw('BEGIN')),
      pipeline.run(insert(1)),
      pipeline.run(insert(2)),
      pipeline.run(raw('COMMIT')),
    ]),
  );
  expect(answers).toEqual([undefined, [1], [2], undefined]);
  expect(await ids()).toEqual([1, 2]);
  // The same prepared statement again, in a later group on a reused connection.
  await withPipeline(database.db, async (pipeline) => {
    await pipeline.run(raw('BEGIN'));
    await pipeline.run(insert(3));
    await pipeline.run(raw('COMMIT'));
  });
  expect(await ids()).toEqual([1, 2, 3]);
});

it('skips what follows a failed statement: the COMMIT behind it never runs', async () => {
  let pidOfFailed = -1;
  const settled = await withPipeline(database.db, async (pipeline) => {
    pidOfFailed = await pipeline.run(backendPid());
    return Promise.allSettled([
      pipeline.run(raw('BEGIN')),
      pipeline.run(insert(10)),
      pipeline.run(insert(-1)),
      pipeline.run(insert(11)),
      pipeline.run(raw('COMMIT')),
    ]);
  });
  expect(settled.map((s) => s.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'rejected',
    'rejected',
  ]);
  const reasons = settled.map((s) => (s.status === 'rejected' ? s.reason : null));
  expect(String(reasons[2])).toMatch(/group_probe_id_check/);
  expect(reasons[3]).toBeInstanceOf(SkippedStatementError);
  expect(reasons[4]).toBeInstanceOf(SkippedStatementError);
  // Nothing of the failed transaction stays: not even the insert before the failure.
  expect(await ids()).toEqual([1, 2, 3]);
  // Its connection, left inside the aborted transaction, was closed rather than reused.
  await expect
    .poll(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pidOfFailed}`.execute(
        database.db,
      );
      return rows[0]?.n;
    })
    .toBe(0);
  await withPipeline(database.db, async (pipeline) => {
    await Promise.all([
      pipeline.run(raw('BEGIN')),
      pipeline.run(insert(4)),
      pipeline.run(raw('COMMIT')),
    ]);
  });
  expect(await ids()).toEqual([1, 2, 3, 4]);
});

it('sends array parameters that the database reads back element for element', async () => {
  const texts = [
    '{"a":"b\\\\c"}',
    'x,y',
    '{}',
    ' padded ',
    'NULL',
    'null',
    'bet:a-1',
    '',
    'ü ✓',
    null,
  ];
  const numbers = [1n, -2n, 9_007_199_254_740_993n, null];
  const flags = [true, false, null];
  const echo: Statement<{ t: string | null; n: bigint | null; f: boolean | null }, unknown[]> = {
    query: sql<{ t: string | null; n: bigint | null; f: boolean | null }>`
      SELECT * FROM unnest(${texts}::text[], ${numbers}::bigint[], ${flags}::boolean[])
        AS v(t, n, f)`.compile(database.db),
    read: (rows) => rows.map((r) => [r.t, r.n, r.f]),
  };
  const rows = await withPipeline(database.db, (pipeline) => pipeline.run(echo));
  expect(rows).toEqual(texts.map((t, i) => [t, numbers[i] ?? null, flags[i] ?? null]));
});
