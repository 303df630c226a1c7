import {
  casesBetRequestSchema,
  caseTable,
  caseTopMultiplier,
  caseVerifyTable,
  type CaseId,
  type CasesBetRequest,
} from '@tengu/shared';
import { outcome, type SeedInput } from '@tengu/fairness';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';

/** The item for a float: the verifier's own `pickCaseRow` over the case's table (issue 6). */
export function casesRound({ case: id }: Pick<CasesBetRequest, 'case'>, seeds: SeedInput): Round {
  const { float, row } = outcome('cases', { ...seeds, opts: { table: caseVerifyTable(id) } });
  const picked = caseTable(id).find((entry) => entry.min === row?.min);
  if (!picked) throw new Error(`cases: no row for ${float} in ${id}`);
  return {
    multiplierE4: toMultiplierE4(picked.multiplier),
    isWin: picked.multiplier >= 1,
    details: {
      case: id,
      float,
      item: picked.item,
      rarity: picked.rarity,
      multiplier: picked.multiplier,
    },
  };
}

export const casesGame = defineSingleBetGame({
  game: 'cases',
  summary: 'Open a case',
  bodySchema: casesBetRequestSchema,
  potentialMultiplierE4: ({ case: id }: { case: CaseId }) => toMultiplierE4(caseTopMultiplier(id)),
  round: casesRound,
});

export const playCases = casesGame.play;
