import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  SOCKET_RECONNECT,
  sessionRoom,
  userJoinSchema,
  userRoom,
  type UserJoinAck,
} from '@tengu/shared';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

/** Who a valid access token speaks for, and until when (epoch ms). */
export interface JoinIdentity {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** Resolves an access token to its identity, or null. The accounts module provides the real one. */
export type JoinAuthenticator = (accessToken: string) => Promise<JoinIdentity | null>;

/** setTimeout's ceiling (about 24.8 days); an access token lives 15 minutes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const rejectAll: JoinAuthenticator = async () => null;

/**
 * Runs after a socket joined its player's room on /user: modules send their initial state
 * (the rewards module: user:rewardInfo, user:gifts, ...) without the socket server knowing them.
 */
export type UserJoinListener = (identity: JoinIdentity) => Promise<void>;

interface Log {
  warn(obj: object, message: string): void;
}

export interface SocketServer {
  io: Server;
  setJoinAuthenticator(authenticate: JoinAuthenticator): void;
  onUserJoin(listener: UserJoinListener): void;
  close(): Promise<void>;
}

/**
 * `user:join` on /user, `deposit:join` on /wallet and `provider:join` on /game-provider: the socket sends its access token and, once
 * the token is accepted, joins its player's room and its session's room. The socket is dropped
 * when the token expires unless it joins again with a fresh one (issue 15.2): a signed-out or
 * expired session must stop receiving private events. Visitors stay connected but get nothing
 * private.
 */
function handleJoin(
  socket: Socket,
  getAuthenticator: () => JoinAuthenticator,
  log: Log,
  listeners: readonly UserJoinListener[] = [],
) {
  let expiryTimer: NodeJS.Timeout | undefined;
  socket.on('disconnect', () => clearTimeout(expiryTimer));
  return async (payload: unknown, ack: unknown) => {
    const reply = (result: UserJoinAck) => {
      if (typeof ack === 'function') (ack as (r: UserJoinAck) => void)(result);
    };
    const parsed = userJoinSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'An access token is required.' });
    try {
      const identity = await getAuthenticator()(parsed.data.accessToken);
      const expiresInMs = identity ? identity.expiresAt - Date.now() : 0;
      if (!identity || expiresInMs <= 0)
        return reply({ ok: false, error: 'Your session has expired. Please log in again.' });
      if (!socket.connected) return;
      // A join as another player or session (a login straight after another) leaves the old rooms.
      for (const room of socket.rooms) {
        if (room.startsWith('user:') || room.startsWith('session:')) await socket.leave(room);
      }
      await socket.join([userRoom(identity.userId), sessionRoom(identity.sessionId)]);
      socket.data.userId = identity.userId;
      socket.data.sessionId = identity.sessionId;
      clearTimeout(expiryTimer);
      expiryTimer = setTimeout(() => socket.disconnect(), Math.min(expiresInMs, MAX_TIMER_MS));
      reply({ ok: true, userId: identity.userId, expiresInMs });
      for (const listener of listeners) {
        listener(identity).catch((error: unknown) =>
          log.warn({ err: error }, 'socket join listener failed'),
        );
      }
    } catch (error) {
      log.warn({ err: error }, 'socket join failed');
      reply({ ok: false, error: 'Could not join. Please try again.' });
    }
  };
}

export function createSocketServer(options: {
  httpServer: HttpServer;
  redisUrl?: string | undefined;
  log: Log;
}): SocketServer {
  const io = new Server(options.httpServer, {
    path: '/socket.io',
    serveClient: false,
    connectTimeout: SOCKET_RECONNECT.connectTimeoutMs,
    maxHttpBufferSize: 64 * 1024,
  });
  let authenticate = rejectAll;
  const joinListeners: UserJoinListener[] = [];
  const getAuthenticator = () => authenticate;

  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.of('/user').on('connection', (socket) => {
    socket.on('user:join', handleJoin(socket, getAuthenticator, options.log, joinListeners));
  });
  io.of('/wallet').on('connection', (socket) => {
    socket.on('deposit:join', handleJoin(socket, getAuthenticator, options.log));
  });
  // The game-provider channel (issue 20): the provider's wallet movements, to the player only.
  io.of('/game-provider').on('connection', (socket) => {
    socket.on('provider:join', handleJoin(socket, getAuthenticator, options.log));
  });
  // /chat and /games carry public events; their client events arrive with their issues.
  io.of('/chat');
  io.of('/games');
  // The sportsbook's public odds and scores (issue 21): broadcast only.
  io.of('/sports');

  return {
    io,
    setJoinAuthenticator(next) {
      authenticate = next;
    },
    onUserJoin(listener) {
      joinListeners.push(listener);
    },
    async close() {
      for (const name of [
        '/',
        '/user',
        '/wallet',
        '/chat',
        '/games',
        '/game-provider',
        '/sports',
      ]) {
        io.of(name).disconnectSockets(true);
      }
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
