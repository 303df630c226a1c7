import { z } from 'zod';
import { CASE_IDS, type CaseId, type CaseItem, type CaseRarity } from '../games/case-tables';
import { betAmountSchema } from './games';

/** POST /api/games/cases/bet (issue 6): open one case. */
export const casesBetRequestSchema = z.object({
  amount: betAmountSchema,
  case: z.enum(CASE_IDS),
});
export type CasesBetRequest = z.infer<typeof casesBetRequestSchema>;

/** A case bet's `details`: the float and the row it picked. */
export interface CasesBetDetails {
  case: CaseId;
  float: number;
  item: CaseItem;
  rarity: CaseRarity;
  multiplier: number;
}
