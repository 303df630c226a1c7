import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';

/** node-pg's own conversion, which arrayLiteral replaces for flat arrays. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string;
};

describe('arrayLiteral', () => {
  it('writes numbers, booleans and plain words bare, other strings quoted, as one literal', () => {
    expect(arrayLiteral([1, 2n, -3, 0.5, true, false])).toBe('{1,2,-3,0.5,true,false}');
    expect(arrayLiteral(['0190a1b2-0000-7000-8000-000000000001', 'dice', 'bet:a:b'])).toBe(
      '{0190a1b2-0000-7000-8000-000000000001,dice,bet:a:b}',
    );
    expect(arrayLiteral(['two words', 'null', 'Null', 'nulls'])).toBe(
      '{"two words","null","Null",nulls}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });

  it('escapes quotes and backslashes, and keeps commas, braces, spaces and "NULL" as text', () => {
    const tricky = ['{"a":"b\\\\c"}', 'x,y', '{}', ' padded ', 'NULL', '', 'ünï ✓', 'a\tb'];
    expect(arrayLiteral(tricky)).toBe(prepareValue(tricky));
  });

  it('writes null and undefined as NULL, like node-pg', () => {
    expect(arrayLiteral(['a', null, undefined])).toBe('{a,NULL,NULL}');
    expect(arrayLiteral(['a b', null])).toBe(prepareValue(['a b', null]));
  });

  it('quotes the non-finite floats PostgreSQL spells as words', () => {
    expect(arrayLiteral([Number.NaN, Number.POSITIVE_INFINITY])).toBe('{"NaN","Infinity"}');
  });

  it('leaves nested arrays, dates, objects and buffers to node-pg (null)', () => {
    expect(arrayLiteral([[1, 2]])).toBeNull();
    expect(arrayLiteral([new Date(0)])).toBeNull();
    expect(arrayLiteral([{ a: 1 }])).toBeNull();
    expect(arrayLiteral([Buffer.from('ab')])).toBeNull();
  });
});
