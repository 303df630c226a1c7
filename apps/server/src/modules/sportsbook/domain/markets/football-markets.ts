/**
 * Football markets (UOF names in ADR 035): how each outcome settles from the final score
 * (regular time), and the outcome ids each market offers.
 */
import { formatLine, lineOf, settleOverLine } from '../lines';
import type { FootballMarketType, LegResult, Score } from '../types';

export const CORRECT_SCORE_MAX = 4;
export const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5];
export const ASIAN_HANDICAP_LINES = [
  -1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5,
];

export interface FootballMarketKey {
  type: FootballMarketType;
  specifier: string;
}

export function footballMarketCatalogue(): FootballMarketKey[] {
  return [
    { type: '1x2', specifier: '' },
    { type: 'double_chance', specifier: '' },
    ...TOTAL_LINES.map((l) => ({ type: 'total' as const, specifier: `total=${formatLine(l)}` })),
    { type: 'btts', specifier: '' },
    ...ASIAN_HANDICAP_LINES.map((l) => ({
      type: 'asian_handicap' as const,
      specifier: `hcp=${formatLine(l)}`,
    })),
    { type: 'correct_score', specifier: '' },
  ];
}

export function footballOutcomeIds(type: FootballMarketType): string[] {
  switch (type) {
    case '1x2':
      return ['1', 'X', '2'];
    case 'double_chance':
      return ['1X', '12', 'X2'];
    case 'total':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'asian_handicap':
      return ['home', 'away'];
    case 'correct_score': {
      const ids: string[] = [];
      for (let h = 0; h <= CORRECT_SCORE_MAX; h++) {
        for (let a = 0; a <= CORRECT_SCORE_MAX; a++) ids.push(`${h}:${a}`);
      }
      return [...ids, 'other'];
    }
  }
}

const won = (isWin: boolean): LegResult => (isWin ? 'win' : 'loss');

/** The result of one outcome given the final score; throws on an unknown outcome. */
export function settleFootballOutcome(
  type: FootballMarketType,
  specifier: string,
  outcomeId: string,
  score: Score,
): LegResult {
  const { home, away } = score;
  const result = home > away ? '1' : home < away ? '2' : 'X';
  switch (type) {
    case '1x2':
      assertOutcome(type, outcomeId);
      return won(outcomeId === result);
    case 'double_chance':
      assertOutcome(type, outcomeId);
      return won(outcomeId.includes(result));
    case 'total': {
      const line = lineOf(specifier, 'total');
      if (outcomeId === 'over') return settleOverLine(home + away, line);
      if (outcomeId === 'under') return settleOverLine(-(home + away), -line);
      break;
    }
    case 'btts':
      assertOutcome(type, outcomeId);
      return won((home > 0 && away > 0) === (outcomeId === 'yes'));
    case 'asian_handicap': {
      // hcp is the home team's handicap; the away side carries its opposite.
      const hcp = lineOf(specifier, 'hcp');
      if (outcomeId === 'home') return settleOverLine(home - away, -hcp);
      if (outcomeId === 'away') return settleOverLine(away - home, hcp);
      break;
    }
    case 'correct_score': {
      assertOutcome(type, outcomeId);
      const inGrid = home <= CORRECT_SCORE_MAX && away <= CORRECT_SCORE_MAX;
      return won(outcomeId === (inGrid ? `${home}:${away}` : 'other'));
    }
  }
  throw new Error(`unknown outcome ${outcomeId} of ${type}`);
}

const knownOutcomes = new Map<FootballMarketType, Set<string>>();

function assertOutcome(type: FootballMarketType, outcomeId: string): void {
  let known = knownOutcomes.get(type);
  if (!known) {
    known = new Set(footballOutcomeIds(type));
    knownOutcomes.set(type, known);
  }
  if (!known.has(outcomeId)) {
    throw new Error(`unknown outcome ${outcomeId} of ${type}`);
  }
}
