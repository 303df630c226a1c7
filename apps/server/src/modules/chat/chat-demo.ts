import type { DB } from '#app/db/database';
import { DEMO_PLAYERS } from '#app/db/seed/demo-players';
import type { Realtime } from '#app/realtime/realtime';
import type { ChatEmitter } from './chat-sockets';
import { announce, sendMessage } from './chat.service';
import { tipRain } from './rain.service';

/** Nobody listens while the seed runs: the room hears the demo through its history. */
const SILENT_EMITTER: ChatEmitter = { toRoom: () => undefined, everywhere: () => undefined };
const SILENT_REALTIME: Realtime = { toUser: () => undefined, broadcast: () => undefined };

const RAIN_LINE = 'raining on the room for good vibes';

/** What the demo players say, oldest first (`{bet}` shares the speaker's best win). */
const SCRIPT: ReadonlyArray<[username: string, message: string]> = [
  ['SakuraSpins', 'gm everyone'],
  ['ZenDegen', 'gm! limbo is treating me well today'],
  ['RoninRoller', 'just cashed a big one'],
  ['Tanuki_Luck', 'nice! what target?'],
  ['RoninRoller', '/betid {bet}'],
  ['SakuraSpins', 'that is a clean hit, congrats'],
  ['ZenDegen', 'plinko low risk on 12 rows is my comfort zone'],
  ['Tanuki_Luck', 'anyone verified their seeds on the Verify tab? works nicely'],
  ['RoninRoller', RAIN_LINE],
  ['SakuraSpins', 'thank you for the rain!!'],
];

/**
 * A lived-in chat for a local install (issue 18; with the demo players only, never in
 * production): the English room's recent conversation through the real service (every chat rule
 * applies: demo players who have not wagered $100 stay silent), a shared bet, one tip rain split
 * through the ledger like any other, and a welcome banner. Idempotent: nothing once the room has
 * messages.
 */
export async function seedChatDemo(db: DB, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('chat_messages').select('id').limit(1).execute();
  if (existing.length > 0) return 0;
  const players = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      DEMO_PLAYERS.map((p) => p.username),
    )
    .execute();
  const idOf = new Map(players.map((p) => [p.username, p.id]));
  if (idOf.size === 0) return 0;

  const start = now.getTime() - (SCRIPT.length + 2) * 40_000;
  let sent = 0;
  for (const [n, [username, text]] of SCRIPT.entries()) {
    const userId = idOf.get(username);
    if (!userId) continue;
    const at = new Date(start + n * 40_000);
    const deps = { db, emitter: SILENT_EMITTER, now: () => at };
    const message = text.includes('{bet}') ? await bestWinShare(db, userId) : text;
    if (!message) continue;
    const ok = await sendMessage(deps, { userId, room: 'en', message }).then(
      () => true,
      () => false,
    );
    if (ok) sent += 1;
    if (ok && text === RAIN_LINE) {
      const later = new Date(at.getTime() + 5_000);
      await tipRain(
        { db, emitter: SILENT_EMITTER, now: () => later, realtime: SILENT_REALTIME },
        { userId, room: 'en', amount: '5', idempotencyKey: 'demo-rain' },
      ).catch(() => undefined);
    }
  }
  const banners = await db.selectFrom('banners').select('id').limit(1).execute();
  if (banners.length === 0) {
    await announce(
      { db },
      {
        actor: 'demo-seed',
        description:
          'Welcome to Tengu chat! Be kind, no links, and share your best wins with /betid. ' +
          'Every game is provably fair: check any bet on its Verify tab.',
      },
    );
  }
  return sent;
}

async function bestWinShare(db: DB, userId: string): Promise<string | null> {
  const bet = await db
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy((eb) => eb('credits_won', '+', eb.ref('freebets_won')), 'desc')
    .limit(1)
    .executeTakeFirst();
  return bet ? `/betid ${bet.id}` : null;
}
