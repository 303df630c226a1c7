import {
  DEFAULT_GAME_SETTING,
  GAME_SETTINGS_MESSAGES,
  gameSettingsRequestSchema,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '#app/errors/app-error';
import { assertBetAllowed, formatDollars, limitsOf } from './game-settings';

const USD = 100_000_000n;
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
};

describe('game limits (ADR 044)', () => {
  it("defaults to today's behaviour: open, any stake, the configured max profit", () => {
    const limits = limitsOf(DEFAULT_GAME_SETTING, 10_000n * USD);
    expect(limits).toEqual({ enabled: true, minBet: 0n, maxBet: null, maxProfit: 10_000n * USD });
    expect(refusal(() => assertBetAllowed('dice', limits, 0n))).toBeNull();
    expect(refusal(() => assertBetAllowed('dice', limits, 1_000_000n * USD))).toBeNull();
  });

  it('a game of its own max profit replaces the configured one', () => {
    const limits = limitsOf({ ...DEFAULT_GAME_SETTING, maxProfit: String(250n * USD) }, 1n);
    expect(limits.maxProfit).toBe(250n * USD);
  });

  it('refuses a closed game before looking at the stake', () => {
    const limits = limitsOf({ ...DEFAULT_GAME_SETTING, enabled: false, minBet: '100' }, 1n);
    expect(refusal(() => assertBetAllowed('dojo-dash', limits, 0n))).toEqual({
      code: 'GAME_DISABLED',
      message: GAME_SETTINGS_MESSAGES.disabled('Dojo Dash'),
    });
  });

  it('refuses stakes outside [min, max] with the limits in dollars; the bounds themselves pass', () => {
    const limits = limitsOf(
      { ...DEFAULT_GAME_SETTING, minBet: String(USD / 10n), maxBet: String(2_500n * USD) },
      1n,
    );
    expect(refusal(() => assertBetAllowed('towers', limits, USD / 10n - 1n))).toEqual({
      code: 'STAKE_TOO_LOW',
      message: 'The minimum bet in Tengu Towers is $0.1.',
    });
    expect(refusal(() => assertBetAllowed('towers', limits, 2_500n * USD + 1n))).toEqual({
      code: 'STAKE_TOO_HIGH',
      message: 'The maximum bet in Tengu Towers is $2,500.',
    });
    expect(refusal(() => assertBetAllowed('towers', limits, USD / 10n))).toBeNull();
    expect(refusal(() => assertBetAllowed('towers', limits, 2_500n * USD))).toBeNull();
  });

  it('formats dollars with thousands separators and no trailing zeros', () => {
    expect(formatDollars(1_234_567n * USD + USD / 2n)).toBe('1,234,567.5');
    expect(formatDollars(0n)).toBe('0');
  });

  it('the console refuses a maximum bet below the minimum', () => {
    const body = { enabled: true, minBet: '5', maxBet: '4.99', maxProfit: null };
    expect(gameSettingsRequestSchema.safeParse(body).success).toBe(false);
    expect(gameSettingsRequestSchema.safeParse({ ...body, maxBet: '5' }).success).toBe(true);
    expect(gameSettingsRequestSchema.safeParse({ ...body, maxBet: null }).success).toBe(true);
  });
});
