import { describe, expect, it } from 'vitest';
import { outcome } from '@tengu/fairness';
import { caseTable, caseVerifyTable } from '@tengu/shared';
import { computeOutcome, isVerifyGame } from './verify';

const seeds = {
  serverSeed: 'a4f1c0ffee0ddba11cafe5eed0000000000000000000000000000000000000001',
  clientSeed: 'player-seed',
  nonce: 7,
};
const base = { ...seeds, rows: 16, mines: 3 };

describe('Verify tab: keno, roulette and cases (issue 6)', () => {
  it('knows the three games', () => {
    for (const game of ['keno', 'roulette', 'cases']) expect(isVerifyGame(game)).toBe(true);
  });

  it('computes the same draw and pocket as the server', () => {
    expect(computeOutcome({ ...base, game: 'keno' })).toEqual({
      game: 'keno',
      value: outcome('keno', seeds),
    });
    const roulette = computeOutcome({ ...base, game: 'roulette' });
    expect(roulette).toEqual({ game: 'roulette', value: outcome('roulette', seeds) });
  });

  it('picks the item from the chosen case table', () => {
    const result = computeOutcome({ ...base, game: 'cases', caseId: 'tengu' });
    const expected = outcome('cases', { ...seeds, opts: { table: caseVerifyTable('tengu') } });
    expect(result).toEqual({ game: 'cases', value: expected, caseId: 'tengu' });
    const rows = caseTable('tengu');
    const row = [...rows].reverse().find((entry) => expected.float >= entry.min);
    expect(expected.row?.['item']).toBe(row?.item);
  });
});
