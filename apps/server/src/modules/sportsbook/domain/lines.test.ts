import { describe, expect, it } from 'vitest';
import { isQuarterLine, lineOf, parseSpecifier, settleOverLine } from './lines';

describe('line settlement', () => {
  it('wins or loses a half line', () => {
    expect(settleOverLine(3, 2.5)).toBe('win');
    expect(settleOverLine(2, 2.5)).toBe('loss');
  });
  it('pushes a whole line on equality', () => {
    expect(settleOverLine(2, 2)).toBe('void');
    expect(settleOverLine(3, 2)).toBe('win');
    expect(settleOverLine(1, 2)).toBe('loss');
  });
  it('splits quarter lines into halves', () => {
    // over 2.25 = half on 2.0, half on 2.5
    expect(settleOverLine(2, 2.25)).toBe('half_loss');
    expect(settleOverLine(3, 2.25)).toBe('win');
    // over 2.75 = half on 2.5, half on 3.0
    expect(settleOverLine(3, 2.75)).toBe('half_win');
    expect(settleOverLine(2, 2.75)).toBe('loss');
    // negative lines (handicaps): x = goal difference, line = -hcp
    expect(settleOverLine(0, -0.25)).toBe('half_win');
    expect(settleOverLine(-1, -0.75)).toBe('half_loss');
    expect(settleOverLine(1, 0.75)).toBe('half_win');
  });
  it('refuses lines that are not quarters', () => {
    expect(() => settleOverLine(1, 0.3)).toThrow();
    expect(isQuarterLine(-0.75)).toBe(true);
    expect(isQuarterLine(-1.5)).toBe(false);
  });
  it('parses UOF specifiers', () => {
    expect(parseSpecifier('total=2.5')).toEqual({ total: '2.5' });
    expect(parseSpecifier('hcp=-0.75|x=1')).toEqual({ hcp: '-0.75', x: '1' });
    expect(parseSpecifier('')).toEqual({});
    expect(lineOf('hcp=-0.75', 'hcp')).toBe(-0.75);
    expect(() => lineOf('total=abc', 'total')).toThrow();
    expect(() => lineOf('', 'total')).toThrow();
  });
});
