import type { UserJoinAck } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import type { JoinAuthenticator } from '#app/realtime/socket-server';

/**
 * Real Socket.IO clients for integration tests: open, join, collect what arrives. `close()` in
 * afterAll disconnects every socket opened.
 */
export function socketClients() {
  const opened: Socket[] = [];
  return {
    async open(baseUrl: string, namespace = '/user'): Promise<Socket> {
      const socket = connect(`${baseUrl}${namespace}`, {
        transports: ['websocket'],
        reconnection: false,
      });
      opened.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    close() {
      for (const socket of opened) socket.disconnect();
    },
  };
}

export function join(
  socket: Socket,
  accessToken: unknown,
  event = 'user:join',
): Promise<UserJoinAck> {
  return socket.timeout(2000).emitWithAck(event, { accessToken });
}

/** Resolves with the payloads received within a short window. */
export function collect<T>(socket: Socket, event: string, ms = 300): Promise<T[]> {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return new Promise((resolve) => setTimeout(() => resolve(received), ms));
}

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
export function disconnection(socket: Socket, ms = 2000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * Stands in for the accounts module's token check where a test exercises the socket layer alone:
 * `token-<user>` is valid for a minute (session `s-<user>`), `short-<user>` for 400 ms.
 */
export const stubJoinAuthenticator: JoinAuthenticator = async (token) => {
  const [kind, userId] = token.split('-', 2);
  if (!userId || (kind !== 'token' && kind !== 'short')) return null;
  const ttlMs = kind === 'short' ? 400 : 60_000;
  return { userId, sessionId: `s-${userId}`, expiresAt: Date.now() + ttlMs };
};
