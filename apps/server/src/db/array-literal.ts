/**
 * A PostgreSQL array literal (`{a,b,NULL}`) for a flat array of strings, numbers, bigints,
 * booleans and nulls — the columns the set-based statements pass through `unnest($n::type[])`.
 * node-pg's own conversion (`arrayString`) quotes and escapes every element through two regular
 * expressions and builds the literal by concatenation: with a bet batch's dozens of columns it was
 * ≈ 4 % of the server's CPU and a tenth of everything it allocated per bet (README Performance,
 * session 19). Here numbers and plain words (ids, keys, names of games) go unquoted, a string is
 * escaped only when it holds `"` or `\`, and the literal is one join. Returns null for anything else (nested arrays, dates, objects, buffers):
 * those keep node-pg's conversion. The database reads both the same way.
 */
export function arrayLiteral(values: readonly unknown[]): string | null {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    switch (typeof value) {
      case 'string':
        parts[i] = isBare(value) ? value : `"${needsEscape(value) ? escape(value) : value}"`;
        break;
      case 'bigint':
        parts[i] = value.toString();
        break;
      case 'number':
        // NaN and ±Infinity are quoted, as PostgreSQL spells them in a float array.
        parts[i] = Number.isFinite(value) ? String(value) : `"${String(value)}"`;
        break;
      case 'boolean':
        parts[i] = value ? 'true' : 'false';
        break;
      case 'undefined':
        parts[i] = 'NULL';
        break;
      default:
        if (value === null) parts[i] = 'NULL';
        else return null;
    }
  }
  return `{${parts.join(',')}}`;
}

/** Safe without quotes: no separator, brace, quote, backslash or space, and not the word NULL. */
const BARE = /^[\w.:@+/-]+$/;
function isBare(value: string): boolean {
  return BARE.test(value) && !(value.length === 4 && value.toUpperCase() === 'NULL');
}

function needsEscape(value: string): boolean {
  return value.includes('"') || value.includes('\\');
}

function escape(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
}
