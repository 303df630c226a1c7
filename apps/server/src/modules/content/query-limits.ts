import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { CONTENT_QUERIES, normalizeGraphqlDocument } from '@tengu/shared';

/**
 * What a GraphQL document may ask of /api/graphql (issue 23; ADR 036). Checked before Mercurius
 * parses and runs it, so an abusive document is refused with a 4xx and a clear message and
 * never reaches the database.
 */
export const QUERY_LIMITS = {
  /** Characters of the document (the longest web query is about 200). */
  maxLength: 4_000,
  /** Nesting of selection sets (the content queries are 2 deep). */
  maxDepth: 5,
  /** Fields selected in total, aliases and fragment spreads expanded (the largest asks 9). */
  maxFields: 40,
};

export class QueryRefusal extends Error {
  readonly statusCode = 400;
}

const ALLOWED = new Set(Object.values(CONTENT_QUERIES).map(normalizeGraphqlDocument));

export function isAllowListed(source: string): boolean {
  return ALLOWED.has(normalizeGraphqlDocument(source));
}

interface Measure {
  depth: number;
  fields: number;
  introspection: boolean;
}

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: ReadonlySet<string>,
  total: Measure,
): void {
  total.depth = Math.max(total.depth, depth);
  // Stop walking once over a limit: the answer is already "refused".
  if (total.depth > QUERY_LIMITS.maxDepth || total.fields > QUERY_LIMITS.maxFields) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      total.fields += 1;
      if (selection.name.value === '__schema' || selection.name.value === '__type') {
        total.introspection = true;
      }
      if (selection.selectionSet) {
        measure(selection.selectionSet, fragments, depth + 1, seen, total);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragments, depth, seen, total);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is GraphQL's own validation error; here it just stops.
      if (fragment && !seen.has(name)) {
        measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]), total);
      }
    }
  }
}

/** The document's depth, field count and whether it asks for the schema. */
export function measureDocument(document: DocumentNode): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const total: Measure = { depth: 0, fields: 0, introspection: false };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      measure(definition.selectionSet, fragments, 1, new Set(), total);
    }
  }
  return total;
}

/**
 * Refuses (throws QueryRefusal, HTTP 400) a document that is too long, too deep, too costly,
 * asks for the schema in production, or is not one of the web app's queries in production.
 */
export function checkDocument(source: unknown, options: { isProduction: boolean }): void {
  if (typeof source !== 'string' || source.trim() === '') {
    throw new QueryRefusal('A GraphQL query is required.');
  }
  if (source.length > QUERY_LIMITS.maxLength) {
    throw new QueryRefusal(`Query is too long (limit ${QUERY_LIMITS.maxLength} characters).`);
  }
  if (options.isProduction && !isAllowListed(source)) {
    throw new QueryRefusal('Unknown query: only the web app’s persisted queries are accepted.');
  }
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: 2_000 });
  } catch (error) {
    throw new QueryRefusal(error instanceof Error ? error.message : 'Invalid GraphQL query.');
  }
  const { depth, fields, introspection } = measureDocument(document);
  if (depth > QUERY_LIMITS.maxDepth) {
    throw new QueryRefusal(`Query is too deep (limit ${QUERY_LIMITS.maxDepth} levels).`);
  }
  if (fields > QUERY_LIMITS.maxFields) {
    throw new QueryRefusal(`Query is too expensive (limit ${QUERY_LIMITS.maxFields} fields).`);
  }
  if (introspection && options.isProduction) {
    throw new QueryRefusal('Introspection is disabled.');
  }
}
