import type { DB } from '#app/db/database';
import { userIdOf } from '#app/modules/users/cli/user-id-of';
import type { Realtime } from '#app/realtime/realtime';
import { realtimeChatEmitter } from '../chat-sockets';
import { announce, deleteMessage, mutePlayer, unannounce, unmutePlayer } from '../chat.service';

export const CHAT_ADMIN_USAGE = `       npm run admin -- chat mute USERNAME MINUTES [reason …] [--operator NAME]
       npm run admin -- chat unmute USERNAME
       npm run admin -- chat delete MESSAGE_ID
       npm run admin -- chat announce "banner text with [links](https://…)"
       npm run admin -- chat unannounce BANNER_ID
       npm run admin -- chat moderator USERNAME on|off`;

export function isChatAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'chat';
}

/**
 * `npm run admin -- chat …` (issue 18; docs/decisions/022-chat.md) until the operator console
 * exists: moderation (audited in chat_moderation_audit, live through the database relay),
 * announcement banners and the moderator role.
 */
export async function runChatAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
  realtime: Realtime;
  now?: () => Date;
}): Promise<void> {
  const { db, positionals, print } = options;
  const actor = `operator:${options.operator}`;
  const deps = {
    db,
    now: options.now ?? (() => new Date()),
    emitter: realtimeChatEmitter(options.realtime),
  };
  const [, action, ...rest] = positionals;
  if (action === 'mute' && rest.length >= 2) {
    const [username = '', minutesText = '', ...reason] = rest;
    const minutes = Number(minutesText);
    if (!Number.isInteger(minutes) || minutes < 1)
      throw new Error('MINUTES must be a whole number above 0');
    const userId = await userIdOf(db, username);
    const { mutedUntil } = await mutePlayer(deps, {
      actor,
      userId,
      minutes,
      reason: reason.join(' ') || undefined,
    });
    print(`${username} muted until ${mutedUntil} (audited)`);
    return;
  }
  if (action === 'unmute' && rest.length === 1) {
    const removed = await unmutePlayer(deps, { actor, userId: await userIdOf(db, rest[0] ?? '') });
    print(removed ? `${rest[0]} unmuted (audited)` : `${rest[0]} was not muted`);
    return;
  }
  if (action === 'delete' && rest.length === 1) {
    await deleteMessage(deps, { actor, messageId: rest[0] ?? '' });
    print(`message ${rest[0]} deleted everywhere (audited)`);
    return;
  }
  if (action === 'announce' && rest.length >= 1) {
    const id = await announce(deps, { actor, description: rest.join(' ') });
    print(`banner ${id} shown (audited)`);
    return;
  }
  if (action === 'unannounce' && rest.length === 1) {
    const removed = await unannounce(deps, { actor, id: Number(rest[0]) });
    print(removed ? `banner ${rest[0]} removed (audited)` : `no banner ${rest[0]}`);
    return;
  }
  if (action === 'moderator' && rest.length === 2 && (rest[1] === 'on' || rest[1] === 'off')) {
    const userId = await userIdOf(db, rest[0] ?? '');
    await db
      .updateTable('users')
      .set({ chat_role: rest[1] === 'on' ? 'moderator' : 'player' })
      .where('id', '=', userId)
      .execute();
    print(`${rest[0]} is ${rest[1] === 'on' ? 'now a moderator' : 'no longer a moderator'}`);
    return;
  }
  throw new Error(CHAT_ADMIN_USAGE);
}
