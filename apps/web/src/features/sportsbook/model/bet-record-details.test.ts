import { describe, expect, it } from 'vitest';
import { sportsDetailsOf } from './bet-record-details';

describe('a sports bet row for the bet detail modal', () => {
  const leg = {
    event_id: 'e1',
    sport: 'football',
    competition: 'League',
    home: 'A',
    away: 'B',
    starts_at: '2026-11-26T18:00:00.000Z',
    market_id: 'total|total=2.5',
    market_type: 'total',
    specifier: 'total=2.5',
    outcome_id: 'over',
    odds: 1850,
    result: 'half_won',
  };

  it('reads kind, total odds, status and the legs with their results', () => {
    expect(
      sportsDetailsOf({
        kind: 'multi',
        sb_bet_id: 'b1',
        status: 'cashed_out',
        total_odds: 3885,
        stake: '10',
        cashed_out: '4.2',
        legs: [leg, leg],
      }),
    ).toMatchObject({
      kind: 'multi',
      totalOdds: 3885,
      status: 'cashed_out',
      cashedOut: '4.2',
      legs: [{ marketType: 'total', outcomeId: 'over', status: 'half_won' }, { eventId: 'e1' }],
    });
  });

  it('answers null for details of another shape (the summary then shows the amounts only)', () => {
    expect(sportsDetailsOf({})).toBeNull();
    expect(
      sportsDetailsOf({ kind: 'multi', total_odds: 1, legs: [{ event_id: 'e1' }] }),
    ).toBeNull();
  });
});
