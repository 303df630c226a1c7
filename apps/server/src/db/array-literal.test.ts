import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arrayLiteral, withArrayLiterals } from './array-literal';

// node-pg's own conversion, which arrayLiteral replaces on the pipelined connections.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

describe('arrayLiteral', () => {
  it.each([
    ['strings', ['a', 'b']],
    ['awkward strings', ['', 'NULL', 'a b', 'a,b', '{x}', 'say "hi"', 'back\\slash', 'ünï 🎲']],
    ['JSON', ['{"multiplier":1.98,"target":50.5,"over":true}', '{"a":"\\"x\\""}']],
    ['numbers', [1, 2.5, -3, 0]],
    ['bigints', [1n, -9223372036854775808n, 9223372036854775807n]],
    ['nulls', [null, 'x', undefined]],
    ['booleans', [true, false]],
    ['nothing', []],
  ])('writes what node-pg writes for %s', (_, values) => {
    expect(arrayLiteral(values)).toBe(prepareValue(values));
  });

  it('leaves arrays of other kinds to node-pg', () => {
    expect(arrayLiteral([new Date(0)])).toBeUndefined();
    expect(arrayLiteral([['nested']])).toBeUndefined();
    expect(arrayLiteral([{ a: 1 }])).toBeUndefined();
    const date = [new Date(0)];
    expect(withArrayLiterals(['x', 1, date, ['a']])).toEqual(['x', 1, date, '{"a"}']);
  });
});
