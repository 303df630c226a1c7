import type { DB } from '#app/db/database';
import { DEMO_PLAYERS } from '#app/db/seed/demo-players';
import { sendPlayerMessage } from './live-support.service';

/** What two demo players asked support (the console's support view has something to answer). */
const QUESTIONS: ReadonlyArray<[username: string, body: string]> = [
  [
    'SakuraSpins',
    'Hi! My USDT deposit on TRON shows pending. How many confirmations does it need?',
  ],
  ['ZenDegen', 'Can I withdraw my rakeback straight away, or does it need wagering first?'],
];

/**
 * Demo support conversations for a local install (issue 23 item 3; with the demo players only,
 * never in production), written through the real service. Idempotent: a player who already has
 * a conversation is skipped.
 */
export async function seedLiveSupportDemo(db: DB, now = new Date()): Promise<number> {
  const names = QUESTIONS.map(([username]) => username).filter((name) =>
    DEMO_PLAYERS.some((p) => p.username === name),
  );
  if (names.length === 0) return 0;
  const players = await db
    .selectFrom('users')
    .leftJoin('support_conversations as c', 'c.user_id', 'users.id')
    .select(['users.id', 'users.username', 'c.user_id as conversation'])
    .where('users.username', 'in', names)
    .execute();
  let written = 0;
  for (const [n, [username, body]] of QUESTIONS.entries()) {
    const player = players.find((p) => p.username === username);
    if (!player || player.conversation) continue;
    const at = new Date(now.getTime() - (QUESTIONS.length - n) * 5 * 60_000);
    await sendPlayerMessage(
      { db, now: () => at, realtime: () => null },
      { userId: player.id, body },
    );
    written += 1;
  }
  return written;
}
