import { multiplierText, unitsToDecimal } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { stateOf } from '../challenge-views';
import {
  cancelChallenge,
  createChallenge,
  listForOperator,
  type ChallengeInput,
} from '../challenges.operator';
import type { ChallengeRow } from '../challenges.repository';

export const CHALLENGES_ADMIN_USAGE = `       npm run admin -- challenges create game=plinko multiplier=100 stake=0.10 prize=50 [title="…"] [start=ISO] [end=ISO] [--operator NAME]
       npm run admin -- challenges list
       npm run admin -- challenges cancel ID [--operator NAME]`;

export function isChallengesAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'challenges';
}

const KEYS = ['game', 'multiplier', 'stake', 'prize', 'title', 'start', 'end'] as const;

/** `key=value` pairs → the challenge's fields. */
export function parseChallengePairs(pairs: string[]): ChallengeInput {
  const input: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    if (at <= 0 || !(KEYS as readonly string[]).includes(key)) {
      throw new Error(`unknown field ${JSON.stringify(pair)}; fields: ${KEYS.join(', ')}`);
    }
    input[key] = pair.slice(at + 1);
  }
  return input;
}

function line(row: ChallengeRow & { winner_name?: string | null }, now: Date): string {
  const state = row.cancelled_at ? 'cancelled' : stateOf(row, now);
  const won = row.winner_id ? ` by ${row.winner_name ?? row.winner_id}` : '';
  return (
    `#${row.number} ${state}${won}: ${row.title} — ${row.game} ≥ ` +
    `${multiplierText(row.min_multiplier_x100)}× stake ≥ $${unitsToDecimal(row.min_stake)}, ` +
    `prize $${unitsToDecimal(row.prize)}, from ${row.starts_at.toISOString()}` +
    (row.ends_at ? ` to ${row.ends_at.toISOString()}` : '')
  );
}

/**
 * `npm run admin -- challenges …` (issue 17 item 5; ADR 021): creates, lists and cancels
 * challenges, each change audited. Prints one line per result; throws with a readable message on
 * a refusal.
 */
export async function runChallengesAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [, action, ...rest] = positionals;
  const now = new Date();
  if (action === 'create') {
    const { challenge, auditId } = await createChallenge({
      db,
      operator,
      input: parseChallengePairs(rest),
    });
    // Its state as of now, after the insert: a challenge starting now is open, not upcoming.
    print(`challenge ${line(challenge, new Date())} (audit ${auditId})`);
    return;
  }
  if (action === 'list' && rest.length === 0) {
    const rows = await listForOperator(db);
    if (rows.length === 0) print('no challenges');
    for (const row of rows) print(line(row, now));
    return;
  }
  if (action === 'cancel' && rest.length === 1) {
    const { challenge, auditId } = await cancelChallenge({ db, operator, challengeId: rest[0] });
    print(`challenge #${challenge.number} cancelled by ${operator} (audit ${auditId})`);
    return;
  }
  throw new Error(CHALLENGES_ADMIN_USAGE);
}
