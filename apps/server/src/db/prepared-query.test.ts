import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DB } from './database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';

// Compiling needs the dialect only, never a connection.
const db: DB = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });

describe('preparedQuery', () => {
  it('compiles once and puts each call’s parameters in their places, constants kept', () => {
    const build = vi.fn((kysely: DB, p: { ids: string[]; now: Date }) =>
      kysely
        .selectFrom('sessions')
        .select(['id'])
        .where('id', '=', sql<string>`ANY(${p.ids}::uuid[])`)
        .where('revoked_at', 'is', null)
        .where('user_agent', '=', 'bench')
        .where('expires_at', '>', p.now),
    );
    const query = preparedQuery(build);
    const first = new Date('2026-11-27T00:00:00Z');
    const second = new Date('2026-11-28T00:00:00Z');
    const a = query(db, { ids: ['a', 'b'], now: first });
    const b = query(db, { ids: ['c'], now: second });

    expect(build).toHaveBeenCalledTimes(1);
    // The very same SQL string: the pipeline finds its prepared statement without hashing it anew.
    expect(b.sql).toBe(a.sql);
    expect(a.sql).toBe(build(db, { ids: [], now: first }).compile().sql);
    expect(a.parameters).toEqual([['a', 'b'], 'bench', first]);
    expect(b.parameters).toEqual([['c'], 'bench', second]);
  });
});
