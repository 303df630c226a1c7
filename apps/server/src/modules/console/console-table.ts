import { CSV_EXPORT_LIMIT, type StaffRole } from '@tengu/shared';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendCsv, toCsv, type CsvColumn } from './csv';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A page of a server-paginated table. */
export interface TablePage<T> {
  items: T[];
  total: number;
}

/**
 * One server-paginated console table (ADR 039): `GET url` answers a page as JSON, and
 * `GET url.csv` the same filter and sort as a CSV download (at most CSV_EXPORT_LIMIT rows), both
 * from the same `list` function and under the same roles, so a table and its export never differ.
 */
export function registerConsoleTable<
  Q extends z.ZodType<{ page: number; pageSize: number }>,
  R extends z.ZodType,
  T,
>(
  app: App,
  table: {
    url: string;
    roles: readonly StaffRole[];
    summary: string;
    querystring: Q;
    response: R;
    list: (query: z.output<Q>, window: { limit: number; offset: number }) => Promise<TablePage<T>>;
    /** The JSON answer of a page (usually the page plus its query's page numbers). */
    toResponse: (page: TablePage<T>, query: z.output<Q>) => z.input<R>;
    csv: { name: string; columns: readonly CsvColumn<T>[] };
    now: () => Date;
  },
): void {
  app.get(
    table.url,
    {
      config: { staffRoles: table.roles },
      // Typed loosely here: the helper is generic; zod still parses and serializes at run time.
      schema: {
        tags: ['admin'],
        summary: table.summary,
        querystring: table.querystring,
        response: { 200: table.response },
      } as FastifySchema,
    },
    async (request) => {
      const query = request.query as z.output<Q>;
      const page = await table.list(query, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return table.toResponse(page, query);
    },
  );
  app.get(
    `${table.url}.csv`,
    {
      config: { staffRoles: table.roles },
      schema: {
        tags: ['admin'],
        summary: `${table.summary} (CSV export, at most ${CSV_EXPORT_LIMIT} rows)`,
        querystring: table.querystring,
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Q>;
      const page = await table.list(query, { limit: CSV_EXPORT_LIMIT, offset: 0 });
      return sendCsv(reply, table.csv.name, toCsv(table.csv.columns, page.items), table.now());
    },
  );
}
