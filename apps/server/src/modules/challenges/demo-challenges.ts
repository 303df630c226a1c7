import { decimalToUnits, parseMultiplier, type ChallengeGame } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { challengeTitle } from './challenge-title';

/**
 * Demo challenges outside production (issue 17 item 5), so /casino/challenges is not empty on a
 * fresh install. Fixed ids: seeding again changes nothing. The first is quick to win (2× on Limbo
 * is a 49.5 % bet: the e2e journey wins it by betting until one pays); the others are the kind an
 * operator would run. Demo players' seeded bets produce no play events, so they never win these.
 */
export const QUICK_DEMO_CHALLENGE_ID = '00000000-0000-4000-8000-00000000c001';

const DEMO: ReadonlyArray<{
  id: string;
  game: ChallengeGame;
  multiplier: string;
  stake: string;
  prize: string;
}> = [
  { id: QUICK_DEMO_CHALLENGE_ID, game: 'limbo', multiplier: '2', stake: '0.10', prize: '5' },
  {
    id: '00000000-0000-4000-8000-00000000c002',
    game: 'plinko',
    multiplier: '100',
    stake: '0.10',
    prize: '50',
  },
  {
    id: '00000000-0000-4000-8000-00000000c003',
    game: 'dice',
    multiplier: '50',
    stake: '0.50',
    prize: '25',
  },
  {
    id: '00000000-0000-4000-8000-00000000c004',
    game: 'keno',
    multiplier: '500',
    stake: '0.20',
    prize: '100',
  },
  {
    id: '00000000-0000-4000-8000-00000000c005',
    game: 'limbo',
    multiplier: '1000',
    stake: '1',
    prize: '250',
  },
];

export async function seedDemoChallenges(db: DB): Promise<number> {
  const rows = DEMO.map((demo) => {
    const minMultiplierX100 = parseMultiplier(demo.multiplier) ?? 200n;
    const minStake = decimalToUnits(demo.stake);
    return {
      id: demo.id,
      title: challengeTitle({ game: demo.game, minMultiplierX100, minStake }),
      game: demo.game,
      min_multiplier_x100: minMultiplierX100,
      min_stake: minStake,
      prize: decimalToUnits(demo.prize),
      created_by: 'demo-seed',
    };
  });
  const result = await db
    .insertInto('challenges')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
