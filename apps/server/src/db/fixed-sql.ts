import { CompiledQuery, isOperationNodeSource } from 'kysely';

const texts = new WeakMap<TemplateStringsArray, string>();

/**
 * A statement whose SQL text never changes, only its parameters: a tagged template like Kysely's
 * `sql`, compiled, in which every `${…}` is one parameter value (an array is one `$n::type[]`).
 * Its text is built once per template (a template's strings are the same object on every call)
 * instead of by Kysely's compiler on every call, and it is the same string every time, so the
 * pipeline finds its prepared-statement name without hashing a new string of a few kilobytes —
 * together ≈ 2 % of the server's CPU per bet for the bet batch's statements (README Performance,
 * session 19). For SQL that varies (`sql.join`, `sql.raw`, optional parts) use Kysely's `sql`:
 * a fragment passed here throws.
 */
export function fixedSql<Row>(
  strings: TemplateStringsArray,
  ...values: unknown[]
): CompiledQuery<Row> {
  let text = texts.get(strings);
  if (text === undefined) {
    text = strings.reduce((sql, part, i) => `${sql}$${i}${part}`);
    texts.set(strings, text);
  }
  for (const value of values) {
    if (isOperationNodeSource(value)) {
      throw new TypeError('fixedSql takes parameter values only, not SQL fragments');
    }
  }
  return CompiledQuery.raw(text, values) as CompiledQuery<Row>;
}
