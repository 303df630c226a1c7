/**
 * How odds are shown (ADR 035, Odds representation): decimal odds as an integer number of
 * thousandths (1.85 is 1850), displayed by the player's setting. The one copy of these pure
 * conversions: the web formats every price with them and the server domain re-exports them.
 */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const SCALE = 1000;

/** "1.85", "2.00", "1.333" — two decimals unless the third is significant. */
export function formatDecimal(odds: number): string {
  const whole = Math.floor(odds / SCALE);
  const thousandths = odds % SCALE;
  const frac = String(thousandths).padStart(3, '0');
  return `${whole}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

/** UK fractional odds, the exact profit fraction in lowest terms: 1850 → "17/20", 3000 → "2/1". */
export function formatFractional(odds: number): string {
  const numerator = odds - SCALE;
  const divisor = gcd(numerator, SCALE);
  return `${numerator / divisor}/${SCALE / divisor}`;
}

/**
 * US moneyline: +profit on 100 staked for odds ≥ 2.00, −stake needed to win 100 below it;
 * rounded to the nearest whole number (half away from zero), as US books print them.
 */
export function formatAmerican(odds: number): string {
  const profitThousandths = odds - SCALE;
  if (odds >= 2 * SCALE) {
    return `+${Math.round((profitThousandths * 100) / SCALE)}`;
  }
  return `-${Math.round((100 * SCALE) / profitThousandths)}`;
}

export function formatOdds(odds: number, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return formatDecimal(odds);
    case 'fractional':
      return formatFractional(odds);
    case 'american':
      return formatAmerican(odds);
  }
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}
