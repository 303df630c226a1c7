import type { DB } from '#app/db/database';
import { seedGames } from './games';

/** Demo data for a local operator. Idempotent: running it again changes nothing twice. */
export async function seedDemoData(db: DB): Promise<Record<string, number>> {
  return { games: await seedGames(db) };
}
