import {
  namespaceOfPrivateEvent,
  userRoom,
  type Namespace,
  type PrivateEvent,
  type PrivateServerToClient,
  type ServerToClientByNamespace,
} from '@tengu/shared';
import type { Server } from 'socket.io';

type Payload<Map, E extends keyof Map> = Map[E] extends (payload: infer P) => void ? P : never;

/**
 * The only place that emits (ARCHITECTURE.md, Real-time). Services receive this interface and
 * never touch sockets; with REDIS_URL set the adapter carries events to every replica.
 */
export interface Realtime {
  /** A private event to every socket of one player (on /user, or /wallet for deposit events). */
  toUser<E extends PrivateEvent>(
    userId: string,
    event: E,
    payload: Payload<PrivateServerToClient, E>,
  ): void;
  /**
   * A public event to everybody connected to a namespace. `volatile`: a socket that cannot take
   * it now (a slow or reconnecting client) skips it instead of queueing it — for a stream such as
   * crash's ticks, where the next one supersedes it.
   */
  broadcast<N extends Namespace, E extends keyof ServerToClientByNamespace[N] & string>(
    namespace: N,
    event: E,
    payload: Payload<ServerToClientByNamespace[N], E>,
    options?: { volatile?: boolean },
  ): void;
}

export function createRealtime(io: Server): Realtime {
  return {
    toUser(userId, event, payload) {
      io.of(namespaceOfPrivateEvent(event)).to(userRoom(userId)).emit(event, payload);
    },
    broadcast(namespace, event, payload, options) {
      const to = io.of(namespace);
      (options?.volatile ? to.volatile : to).emit(event, payload);
    },
  };
}
