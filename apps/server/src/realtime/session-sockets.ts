import { sessionRoom } from '@tengu/shared';
import type { Server } from 'socket.io';

/**
 * Ends the private sockets of revoked sessions (issue 15.2). Services call this, never sockets:
 * with REDIS_URL set, `disconnectSockets` reaches the sockets on every replica.
 */
export interface SessionSockets {
  /** Disconnects the /user, /wallet and /game-provider sockets that joined with these sessions' tokens. */
  disconnectSessions(sessionIds: readonly string[]): void;
}

/** The namespaces whose sockets join a player's and a session's rooms (socket-server.ts). */
const PRIVATE_NAMESPACES = ['/user', '/wallet', '/game-provider'] as const;

export function createSessionSockets(io: Server): SessionSockets {
  return {
    disconnectSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      for (const namespace of PRIVATE_NAMESPACES) io.of(namespace).in(rooms).disconnectSockets();
    },
  };
}

/** For code paths built before the socket server exists (app.ts wires the real one in). */
export function lateSessionSockets(get: () => SessionSockets): SessionSockets {
  return { disconnectSessions: (sessionIds) => get().disconnectSessions(sessionIds) };
}
