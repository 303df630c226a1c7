import { FairnessError } from '../errors';

export interface CaseRow {
  /** Lower bound of the row's slice of [0, 1). */
  min: number;
}

/** The row with the largest `min` ≤ f; the table need not be sorted. */
export function pickCaseRow<T extends CaseRow>(table: readonly T[], f: number): T {
  let best: T | undefined;
  for (const row of table) {
    if (row.min <= f && (best === undefined || row.min > best.min)) best = row;
  }
  if (best === undefined) throw new FairnessError(`no case row has min <= ${f}`);
  return best;
}
