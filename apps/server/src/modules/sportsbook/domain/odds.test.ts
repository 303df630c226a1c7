import { describe, expect, it } from 'vitest';
import {
  MAX_ODDS,
  MIN_ODDS,
  formatAmerican,
  formatDecimal,
  formatFractional,
  formatOdds,
  impliedProbability,
  isValidOdds,
  oddsFromDecimal,
} from './odds';

describe('odds as integer thousandths', () => {
  it('converts model prices down to the thousandth and clamps to the offered range', () => {
    expect(oddsFromDecimal(1.8549)).toBe(1854);
    expect(oddsFromDecimal(2)).toBe(2000);
    expect(oddsFromDecimal(1)).toBe(MIN_ODDS);
    expect(oddsFromDecimal(0.5)).toBe(MIN_ODDS);
    expect(oddsFromDecimal(5000)).toBe(MAX_ODDS);
    expect(oddsFromDecimal(Number.NaN)).toBe(MIN_ODDS);
  });
  it('knows what a valid price is and what it implies', () => {
    expect(isValidOdds(1850)).toBe(true);
    expect(isValidOdds(1000)).toBe(false);
    expect(isValidOdds(1850.5)).toBe(false);
    expect(impliedProbability(2000)).toBe(0.5);
    expect(impliedProbability(4000)).toBe(0.25);
  });
});

describe('odds display', () => {
  it('shows decimal odds with two decimals unless the third matters', () => {
    expect(formatDecimal(1850)).toBe('1.85');
    expect(formatDecimal(2000)).toBe('2.00');
    expect(formatDecimal(1333)).toBe('1.333');
    expect(formatDecimal(1001)).toBe('1.001');
    expect(formatDecimal(151000)).toBe('151.00');
  });
  it('shows fractional odds in lowest terms', () => {
    expect(formatFractional(1850)).toBe('17/20');
    expect(formatFractional(3000)).toBe('2/1');
    expect(formatFractional(2000)).toBe('1/1');
    expect(formatFractional(1500)).toBe('1/2');
    expect(formatFractional(11000)).toBe('10/1');
    expect(formatFractional(1333)).toBe('333/1000');
  });
  it('shows American odds: plus from evens up, minus below evens', () => {
    expect(formatAmerican(2000)).toBe('+100');
    expect(formatAmerican(2500)).toBe('+150');
    expect(formatAmerican(11000)).toBe('+1000');
    expect(formatAmerican(1500)).toBe('-200');
    expect(formatAmerican(1850)).toBe('-118');
    expect(formatAmerican(1910)).toBe('-110');
  });
  it('dispatches on the player setting', () => {
    expect(formatOdds(2500, 'decimal')).toBe('2.50');
    expect(formatOdds(2500, 'fractional')).toBe('3/2');
    expect(formatOdds(2500, 'american')).toBe('+150');
  });
});
