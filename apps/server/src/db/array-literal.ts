/**
 * PostgreSQL's text form of a one-dimensional array parameter (`{"a","b",NULL,3}`), built in one
 * join. node-pg builds it element by element with string concatenation and two regular-expression
 * replaces per element: on a batch of bets (a dozen arrays of a dozen elements each, JSON
 * details among them) that was an eighth of everything the server allocated (issue 24).
 *
 * Strings are always quoted (an empty string, `NULL`, a comma or a brace stay what they are);
 * backslashes and double quotes inside them are escaped. Returns undefined for an array holding
 * anything else (a nested array, a Date, a Buffer, an object): node-pg's own conversion then.
 */
export function arrayLiteral(values: readonly unknown[]): string | undefined {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'string') parts[i] = quoted(value);
    else if (typeof value === 'number' || typeof value === 'bigint') parts[i] = `"${value}"`;
    else if (typeof value === 'boolean') parts[i] = value ? '"true"' : '"false"';
    else return undefined;
  }
  return `{${parts.join(',')}}`;
}

const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

function quoted(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `"${value.replace(ESCAPED, '\\$&')}"` : `"${value}"`;
}

/** A statement's parameters with each array in its text form (see arrayLiteral). */
export function withArrayLiterals(values: readonly unknown[]): unknown[] {
  return values.map((value) => (Array.isArray(value) ? (arrayLiteral(value) ?? value) : value));
}
