import { LOOTBOX_PRIZES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { isCodeOpened, isPrizeName } from './lootbox-prize';

describe('isCodeOpened', () => {
  it('matches the typed code upper-cased and trimmed against the opened codes', () => {
    const opens = [{ code: 'WELCOME' }];
    expect(isCodeOpened(' welcome ', opens)).toBe(true);
    expect(isCodeOpened('WELCOME2', opens)).toBe(false);
    expect(isCodeOpened('   ', opens)).toBe(false);
  });
});

describe('isPrizeName', () => {
  it('knows every prize of the shared table', () => {
    expect(LOOTBOX_PRIZES.every((p) => isPrizeName(p.name))).toBe(true);
    expect(isPrizeName('gold_5')).toBe(false);
  });
});
