import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedSql } from './fixed-sql';

/** A Kysely that compiles for PostgreSQL and runs nothing. */
const db = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const statement = (ids: string[], at: Date, limit: number) =>
  fixedSql<{ id: string }>`
    SELECT id FROM unnest(${ids}::uuid[]) AS v(id) WHERE ${at}::timestamptz < now() LIMIT ${limit}`;

describe('fixedSql', () => {
  it("compiles to the same text and parameters as Kysely's sql", () => {
    const ids = ['0190a1b2-0000-7000-8000-000000000001'];
    const at = new Date('2026-11-27T00:00:00Z');
    const kysely = sql`
    SELECT id FROM unnest(${ids}::uuid[]) AS v(id) WHERE ${at}::timestamptz < now() LIMIT ${3}`.compile(
      db,
    );
    const fixed = statement(ids, at, 3);
    expect(fixed.sql).toBe(kysely.sql);
    expect(fixed.parameters).toEqual(kysely.parameters);
  });

  it('builds the text once: every call hands out the same string', () => {
    const first = statement(['a'], new Date(), 1);
    const second = statement(['b', 'c'], new Date(), 2);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual([['b', 'c'], expect.any(Date), 2]);
  });

  it('refuses SQL fragments, which would change the text', () => {
    const column = sql.ref('id');
    expect(() => fixedSql`SELECT ${column} FROM t`).toThrow(/parameter values only/);
  });
});
