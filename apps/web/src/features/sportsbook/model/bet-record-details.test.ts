import { describe, expect, it } from 'vitest';
import { sportsDetailsOf } from './bet-record-details';

describe('a sports bet row for the bet detail modal', () => {
  const leg = {
    eventId: 'e1',
    sport: 'football',
    competition: 'League',
    home: 'A',
    away: 'B',
    startsAt: '2026-11-26T18:00:00.000Z',
    marketId: '1x2',
    marketType: '1x2',
    specifier: '',
    outcomeId: '1',
    odds: 1850,
    status: 'won',
  };

  it('reads kind, total odds and legs', () => {
    expect(sportsDetailsOf({ kind: 'multi', totalOdds: 3885, legs: [leg, leg] })).toMatchObject({
      kind: 'multi',
      totalOdds: 3885,
      legs: [{ outcomeId: '1' }, { outcomeId: '1' }],
    });
  });

  it('answers null for details of another shape (the summary then shows the amounts only)', () => {
    expect(sportsDetailsOf({})).toBeNull();
    expect(sportsDetailsOf({ kind: 'multi', totalOdds: 1, legs: [{ eventId: 'e1' }] })).toBeNull();
  });
});
