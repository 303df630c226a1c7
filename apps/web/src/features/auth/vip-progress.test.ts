import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip-progress';

describe('vipProgress', () => {
  it('measures wagered from this level to the next', () => {
    expect(vipProgress(0, '1250')).toEqual({ title: 'Tadpole', nextTitle: 'Fish I', percent: 50 });
    expect(vipProgress(1, '3500').percent).toBe(50);
  });

  it('stays within 0–100 and stops at the top level', () => {
    expect(vipProgress(0, '0').percent).toBe(0);
    expect(vipProgress(0, '999999').percent).toBe(100);
    expect(vipProgress(40, '2000000000')).toEqual({
      title: 'Poseidon VI',
      nextTitle: null,
      percent: 100,
    });
  });
});
