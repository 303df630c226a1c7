import type { ChatJoinAck, ChatMessage } from '@tengu/shared';
import type { Socket } from 'socket.io-client';
import { bearer, type SignedUp, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import type { DB } from '#app/db/database';

/** Helpers of the chat's integration tests (not a test file itself). */

export const USD = 100_000_000n;

/** A player who may chat: $100 wagered. */
export async function setWagered(db: DB, userId: string, units: bigint) {
  await db.updateTable('users').set({ amount_wagered: units }).where('id', '=', userId).execute();
}

export function send(server: TestServer, who: SignedUp, message: string, room = 'en') {
  return server.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: bearer(who.accessToken),
    payload: { message, room },
  });
}

export function joinRoom(socket: Socket, room: string): Promise<ChatJoinAck> {
  return socket.timeout(2000).emitWithAck('chat:join', { room });
}

/** Resolves with the next `event` payload, or rejects after `ms`. */
export function next<T = ChatMessage>(socket: Socket, event: string, ms = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export const errorMessage = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string } }).error.message;
