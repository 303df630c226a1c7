import { describe, expect, it } from 'vitest';
import { parseSportsbookPatch } from './admin-sportsbook';

describe('npm run admin -- sportsbook set', () => {
  it('takes limits in dollars and the margin in basis points', () => {
    expect(
      parseSportsbookPatch(['minStake=0.5', 'maxPayout=250000', 'cashOutMarginBp=300']),
    ).toEqual({ minStake: '50000000', maxPayout: '25000000000000', cashOutMarginBp: 300 });
  });

  it('refuses unknown keys and bad values', () => {
    expect(() => parseSportsbookPatch(['rake=1'])).toThrow(/unknown setting/);
    expect(() => parseSportsbookPatch(['minStake=-1'])).toThrow(/dollar amount/);
    expect(() => parseSportsbookPatch(['cashOutMarginBp=9000'])).toThrow(/invalid cashOutMarginBp/);
    expect(() => parseSportsbookPatch([])).toThrow(/needs key=value/);
  });
});
