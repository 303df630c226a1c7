import {
  CONTENT_QUERIES,
  NETWORKS,
  type BlogPost,
  type BlogPostSummary,
  type DocumentationEntry,
  type FaqEntry,
} from '@tengu/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '#test/test-server';
import { contentRoutes, GRAPHQL_PATH } from './content.routes';
import { QUERY_LIMITS } from './query-limits';

const test = useTestServer('2026-11-28T12:00:00Z');

type Body = { data: Record<string, unknown> | null; errors?: { message: string }[] };

async function graphql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: Body }> {
  const response = await app.inject({
    method: 'POST',
    url: GRAPHQL_PATH,
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json<Body>() };
}
const dev = (query: string, variables?: Record<string, unknown>) =>
  graphql(test.server.app, query, variables);

const sortedKeys = (value: object) => Object.keys(value).sort();

describe('content over POST /api/graphql: the spec queries', () => {
  it('support { id question answer } lists the FAQ with exactly those fields', async () => {
    const { status, body } = await dev('{ support { id question answer } }');
    expect(status).toBe(200);
    const entries = body.data?.['support'] as FaqEntry[];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const entry of entries) expect(sortedKeys(entry)).toEqual(['answer', 'id', 'question']);
    const deposit = entries.find((e) => e.id === 'deposit-not-credited');
    // The text states the confirmations the money core really waits for.
    expect(deposit?.answer).toContain(`${NETWORKS.btc.confirmations} for Bitcoin`);
  });

  it('documentation { id tabTitle title content } lists the tabs in order', async () => {
    const { status, body } = await dev('{ documentation { id tabTitle title content } }');
    expect(status).toBe(200);
    const tabs = body.data?.['documentation'] as DocumentationEntry[];
    expect(tabs.map((t) => t.tabTitle)).toEqual([
      'Deposits',
      'Withdrawals',
      'Fees and limits',
      'Provably fair',
      'VIP and rewards',
      'Responsible gambling',
    ]);
    for (const tab of tabs) expect(sortedKeys(tab)).toEqual(['content', 'id', 'tabTitle', 'title']);
    const fair = tabs.find((t) => t.id === 'provably-fair');
    expect(fair?.content).toContain('tengu-verify dice --server-seed');
    const deposits = tabs.find((t) => t.id === 'deposits');
    expect(deposits?.content).toContain(`| Polygon | ${NETWORKS.polygon.confirmations} |`);
  });

  it('affiliate { id question answer } states the real commission rate', async () => {
    const { body } = await dev('{ affiliate { id question answer } }');
    const entries = body.data?.['affiliate'] as FaqEntry[];
    for (const entry of entries) expect(sortedKeys(entry)).toEqual(['answer', 'id', 'question']);
    expect(entries.find((e) => e.id === 'commission-rate')?.answer).toContain(
      '10% of the house edge',
    );
  });

  it('the web app’s blog queries list posts newest first and open one by slug', async () => {
    const list = await dev(CONTENT_QUERIES.blogPosts, { language: 'en' });
    const posts = list.body.data?.['blogPosts'] as BlogPostSummary[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]?.cover).toMatch(/^\/blog\/covers\/.+\.svg$/);

    const slug = posts[0]?.slug ?? '';
    const one = await dev(CONTENT_QUERIES.blogPost, { slug });
    const post = one.body.data?.['blogPost'] as BlogPost;
    expect(post.slug).toBe(slug);
    expect(post.content.length).toBeGreaterThan(300);
    expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    const missing = await dev(CONTENT_QUERIES.blogPost, { slug: 'no-such-post' });
    expect(missing.body.data?.['blogPost']).toBeNull();
  });

  it('a language with its own row gets it; others fall back to English', async () => {
    await test.db
      .insertInto('content_items')
      .values({
        id: 'support:fees',
        language: 'pl',
        kind: 'support',
        position: 3,
        title: 'Czy są jakieś opłaty?',
        body: 'Wpłaty są bezpłatne.',
      })
      .execute();
    const pl = (await dev(CONTENT_QUERIES.support, { language: 'pl' })).body.data?.[
      'support'
    ] as FaqEntry[];
    const en = (await dev(CONTENT_QUERIES.support, { language: 'en' })).body.data?.[
      'support'
    ] as FaqEntry[];
    expect(pl.map((e) => e.id)).toEqual(en.map((e) => e.id));
    expect(pl.find((e) => e.id === 'fees')?.question).toBe('Czy są jakieś opłaty?');
    expect(pl.find((e) => e.id === 'rakeback')?.question).toBe(
      en.find((e) => e.id === 'rakeback')?.question,
    );
    const unknown = (await dev(CONTENT_QUERIES.support, { language: 'xx' })).body.data?.[
      'support'
    ] as FaqEntry[];
    expect(unknown).toEqual(en);
  });
});

describe('content over POST /api/graphql: limits', () => {
  it('refuses a query nested deeper than the limit with 400 and says why', async () => {
    const nested = `query { ${'support { '.repeat(QUERY_LIMITS.maxDepth + 1)}id${' }'.repeat(QUERY_LIMITS.maxDepth + 1)} }`;
    const { status, body } = await dev(nested);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(
      `Query is too deep (limit ${QUERY_LIMITS.maxDepth} levels).`,
    );
  });

  it('refuses a costly query (many aliases) with 400 before touching the database', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `s${i}: support { id question }`);
    const { status, body } = await dev(`{ ${aliases.join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(
      `Query is too expensive (limit ${QUERY_LIMITS.maxFields} fields).`,
    );
  });

  it('counts fields through fragments, so spreading one fragment many times costs as much', async () => {
    const spreads = Array.from({ length: 25 }, (_, i) => `d${i}: documentation { ...Tab }`);
    const query = `{ ${spreads.join(' ')} } fragment Tab on DocumentationEntry { id title }`;
    const { status } = await dev(query);
    expect(status).toBe(400);
  });

  it('refuses an overlong document and a missing query with 400', async () => {
    const long = `{ support { id } } # ${'x'.repeat(QUERY_LIMITS.maxLength)}`;
    expect((await dev(long)).status).toBe(400);
    const empty = await test.server.app.inject({ method: 'POST', url: GRAPHQL_PATH, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('in development, introspection answers (the schema is explorable locally)', async () => {
    const { status, body } = await dev('{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data?.['__schema']).toEqual({ queryType: { name: 'Query' } });
  });
});

describe('content over POST /api/graphql: production', () => {
  let prod: FastifyInstance;
  beforeAll(async () => {
    prod = Fastify();
    await prod.register(contentRoutes, { db: test.db, now: () => new Date(), isProduction: true });
    await prod.ready();
  });
  afterAll(async () => {
    await prod.close();
  });

  it('answers every one of the web app’s queries', async () => {
    for (const [name, query] of Object.entries(CONTENT_QUERIES)) {
      const variables = name === 'blogPost' ? { slug: 'rakeback-and-vip-guide' } : {};
      const { status, body } = await graphql(prod, query, { language: 'ru', ...variables });
      expect(status, name).toBe(200);
      expect(body.errors, name).toBeUndefined();
    }
  });

  it('refuses a query the web app does not send, even a harmless one', async () => {
    const { status, body } = await graphql(prod, '{ support { id } }');
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/^Unknown query/);
  });

  it('refuses introspection', async () => {
    const { status } = await graphql(prod, '{ __schema { types { name } } }');
    expect(status).toBe(400);
  });
});
