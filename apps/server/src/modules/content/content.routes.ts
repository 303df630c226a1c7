import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as GraphQL from 'graphql';
import mercurius from 'mercurius';
import { CONTENT_SCHEMA } from './content.schema';
import {
  getBlogPost,
  getBlogPosts,
  getDocumentation,
  getFaq,
  type ContentDeps,
} from './content.service';
import { checkDocument } from './query-limits';

export const GRAPHQL_PATH = '/api/graphql';

// Mercurius loads graphql's CommonJS build; a validation rule from the ES module build would
// not recognise its schema's types ("from another module or realm"), so take it from there.
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

type LanguageArgs = { language?: string | null };

function resolvers(deps: ContentDeps) {
  return {
    Query: {
      support: (_: unknown, args: LanguageArgs) =>
        getFaq(deps, { kind: 'support', language: args.language }),
      affiliate: (_: unknown, args: LanguageArgs) =>
        getFaq(deps, { kind: 'affiliate', language: args.language }),
      documentation: (_: unknown, args: LanguageArgs) =>
        getDocumentation(deps, { language: args.language }),
      blogPosts: (_: unknown, args: LanguageArgs) =>
        getBlogPosts(deps, { language: args.language }),
      blogPost: (_: unknown, args: LanguageArgs & { slug: string }) =>
        getBlogPost(deps, { slug: args.slug, language: args.language }),
    },
  };
}

function documentOf(request: FastifyRequest): unknown {
  const holder = request.method === 'GET' ? request.query : request.body;
  return holder && typeof holder === 'object' ? (holder as { query?: unknown }).query : undefined;
}

/** An error the player may read: GraphQL's own (validation) or one we raised with a 4xx. */
function isPublic(error: GraphQL.GraphQLError): boolean {
  const original = error.originalError as (Error & { statusCode?: number }) | undefined;
  if (!original) return true;
  return typeof original.statusCode === 'number' && original.statusCode < 500;
}

/**
 * POST /api/graphql (spec document 1 section 7; issue 23; ADR 036): the support FAQ, the
 * documentation, the affiliate FAQ and the blog, through Mercurius. Every document is measured
 * first (length, depth, fields); in production only the web app's queries are answered and the
 * schema cannot be introspected.
 */
export async function contentRoutes(
  app: FastifyInstance,
  options: ContentDeps & { isProduction: boolean },
) {
  const { isProduction } = options;
  // Mercurius describes its routes with JSON schemas, which the app's zod compilers do not
  // read: in this plugin's scope, answers are plain JSON and the document is checked below.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(() => () => true);
  // The OpenAPI document (zod-described REST) leaves GraphQL out: its schema is the SDL.
  app.addHook('onRoute', (route) => {
    if (route.url === GRAPHQL_PATH) route.schema = { ...route.schema, hide: true };
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === GRAPHQL_PATH)
      checkDocument(documentOf(request), { isProduction });
  });
  await app.register(mercurius, {
    schema: CONTENT_SCHEMA,
    resolvers: resolvers({ db: options.db, now: options.now }),
    path: GRAPHQL_PATH,
    graphiql: false,
    allowBatchedQueries: false,
    validationRules: isProduction ? [NoSchemaIntrospectionCustomRule] : [],
    // 5xx details (a database error's text) never reach the client.
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      const hidden = (execution.errors ?? []).some((error) => !isPublic(error));
      if (!hidden) return formatted;
      return {
        statusCode: formatted.statusCode,
        response: {
          data: formatted.response.data ?? null,
          errors: [{ message: 'Internal server error' }],
        },
      };
    },
  });
}
