import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_RECONNECT, userJoinSchema, userRoom, type UserJoinAck } from '@tengu/shared';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

/** Resolves an access token to a user id, or null. The accounts module provides the real one. */
export type JoinAuthenticator = (accessToken: string) => Promise<string | null>;

const rejectAll: JoinAuthenticator = async () => null;

interface Log {
  warn(obj: object, message: string): void;
}

export interface SocketServer {
  io: Server;
  setJoinAuthenticator(authenticate: JoinAuthenticator): void;
  close(): Promise<void>;
}

/**
 * `user:join` on /user and `deposit:join` on /wallet: the socket sends its access token and, once
 * the token is accepted, joins its player's room. Visitors stay connected but get nothing private.
 */
function handleJoin(socket: Socket, getAuthenticator: () => JoinAuthenticator, log: Log) {
  return async (payload: unknown, ack: unknown) => {
    const reply = (result: UserJoinAck) => {
      if (typeof ack === 'function') (ack as (r: UserJoinAck) => void)(result);
    };
    const parsed = userJoinSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'An access token is required.' });
    try {
      const userId = await getAuthenticator()(parsed.data.accessToken);
      if (!userId)
        return reply({ ok: false, error: 'Your session has expired. Please log in again.' });
      await socket.join(userRoom(userId));
      socket.data.userId = userId;
      reply({ ok: true, userId });
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
  const getAuthenticator = () => authenticate;

  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.of('/user').on('connection', (socket) => {
    socket.on('user:join', handleJoin(socket, getAuthenticator, options.log));
  });
  io.of('/wallet').on('connection', (socket) => {
    socket.on('deposit:join', handleJoin(socket, getAuthenticator, options.log));
  });
  // /chat and /games carry public events; their client events arrive with their issues.
  io.of('/chat');
  io.of('/games');

  return {
    io,
    setJoinAuthenticator(next) {
      authenticate = next;
    },
    async close() {
      for (const name of ['/', '/user', '/wallet', '/chat', '/games']) {
        io.of(name).disconnectSockets(true);
      }
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
