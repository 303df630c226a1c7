import type { DB } from '#app/db/database';
import { seedDemoPlayers } from './demo-players';
import { seedGames } from './games';
// Challenges (issue 17 item 5).
import { seedDemoChallenges } from '#app/modules/challenges/demo-challenges';

/**
 * Demo data for a local operator. Idempotent: running it again changes nothing twice. The demo
 * players (issue 14) only when asked: never in production, off under NODE_ENV=test (see
 * config.ts, DEMO_PLAYERS).
 */
export async function seedDemoData(
  db: DB,
  options: { players?: { maxProfit: bigint } } = {},
): Promise<Record<string, number>> {
  const games = await seedGames(db);
  const challenges = await seedDemoChallenges(db);
  if (!options.players) return { games, challenges };
  return {
    games,
    challenges,
    'demo bets': await seedDemoPlayers({ db, ...options.players }),
  };
}
