import { describe, expect, it } from 'vitest';
import { parseRouletteBet } from './parse-bet';

describe('a bet as the page sends it', () => {
  it('keeps only the fields of its kind', () => {
    expect(parseRouletteBet({ kind: 'straight', number: 5, stake: 1e9, x: 'y' })).toEqual({
      kind: 'straight',
      number: 5,
    });
    expect(parseRouletteBet({ kind: 'split', numbers: [2, 5] })).toEqual({
      kind: 'split',
      numbers: [2, 5],
    });
    expect(parseRouletteBet({ kind: 'red', numbers: [1] })).toEqual({ kind: 'red' });
    expect(parseRouletteBet({ kind: 'column', column: 3 })).toEqual({ kind: 'column', column: 3 });
  });

  it('refuses what the layout does not have, of any shape', () => {
    for (const bad of [
      null,
      'red',
      [],
      {},
      { kind: 'straight', number: 37 },
      { kind: 'straight', number: '5' },
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: 'ab' },
      { kind: 'corner', numbers: [1, 2, 3, 4] },
      { kind: 'dozen', dozen: 4 },
      { kind: 'sixLine', line: 1.5 },
      { kind: 'toString' },
      { kind: '__proto__' },
    ]) {
      expect(parseRouletteBet(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
