import { CONTROL_CHARACTERS_MESSAGE } from '@tengu/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#app/errors/app-error';

export const BROKEN_UNICODE_MESSAGE = 'Must be valid Unicode text.';

/** A UTF-16 surrogate without its pair (code units, hence no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL (PostgreSQL's text refuses it) or a lone surrogate (its jsonb refuses it); null if fine. */
function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return CONTROL_CHARACTERS_MESSAGE;
  return LONE_SURROGATE.test(text) ? BROKEN_UNICODE_MESSAGE : null;
}

/**
 * The first key or string inside the value that is bad text, as `where.field: problem`;
 * iterative, so a deeply nested body costs no stack.
 */
export function badTextIn(value: unknown, where: string): string | null {
  const pending: [unknown, string][] = [[value, where]];
  while (pending.length) {
    const [next, path] = pending.pop()!;
    if (typeof next === 'string') {
      const problem = problemOf(next);
      if (problem) return `${path}: ${problem}`;
    } else if (Array.isArray(next)) {
      next.forEach((item, i) => pending.push([item, `${path}.${i}`]));
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const problem = problemOf(key);
        if (problem) return `${path}: ${problem}`;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Every route refuses a path, query or JSON body carrying a NUL character or a lone surrogate
 * with one 400 naming the field, before it runs, instead of a query failing in PostgreSQL as a
 * 500 (issue 25 item 1, found by the API fuzzer). No field of the API has a use for either.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      badTextIn(request.params, 'params') ??
      badTextIn(request.query, 'querystring') ??
      badTextIn(request.body, 'body');
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
  });
}
