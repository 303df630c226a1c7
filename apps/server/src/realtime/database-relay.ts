import {
  namespaceOfPrivateEvent,
  userRoom,
  type Namespace,
  type PrivateEvent,
} from '@tengu/shared';
import { sql } from 'kysely';
import pg from 'pg';
import type { Server } from 'socket.io';
import type { DB } from '#app/db/database';
import type { Realtime } from './realtime';

/**
 * Real-time events from processes without sockets (the operator's `npm run admin`): they send
 * each event through PostgreSQL (`pg_notify` on one channel) and every server replica relays it
 * to its own sockets. A gift, a credit or a notification from the shell reaches the player live,
 * as one from the server would. NOTIFY is delivered only after the sender's transaction commits
 * and carries at most 8,000 bytes: a larger event is dropped with a warning (the app fetches the
 * state again when it is next shown).
 */

export const RELAY_CHANNEL = 'tengu_realtime';
const MAX_PAYLOAD_BYTES = 7_900;

type Relayed =
  | { to: 'user'; userId: string; event: PrivateEvent; payload: unknown }
  | { to: 'all'; namespace: Namespace; event: string; payload: unknown };

interface Log {
  warn(object: object, message: string): void;
}

/** A Realtime for a process without sockets: every event goes out through the database. */
export function createDatabaseRealtime(db: DB, log?: Log): Realtime & { flush(): Promise<void> } {
  const pending: Array<Promise<unknown>> = [];
  const send = (message: Relayed) => {
    const text = JSON.stringify(message);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      log?.warn({ event: message.event }, 'realtime event too large to relay, not sent');
      return;
    }
    pending.push(sql`SELECT pg_notify(${RELAY_CHANNEL}, ${text})`.execute(db));
  };
  return {
    toUser(userId, event, payload) {
      send({ to: 'user', userId, event, payload });
    },
    broadcast(namespace, event, payload) {
      send({ to: 'all', namespace, event, payload });
    },
    async flush() {
      await Promise.all(pending.splice(0));
    },
  };
}

const NAMESPACES = new Set<string>([
  '/user',
  '/wallet',
  '/chat',
  '/games',
  '/game-provider',
  '/sports',
]);
const EVENT_NAME = /^[a-z]+:[A-Za-z_]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a relayed message; null for anything malformed (it is dropped). */
export function parseRelayed(text: string): Relayed | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (typeof m.event !== 'string' || !('payload' in m)) return null;
  // Only the database's own users can NOTIFY; the shape is checked all the same.
  if (!EVENT_NAME.test(m.event)) return null;
  if (m.to === 'user' && typeof m.userId === 'string' && UUID.test(m.userId)) {
    return { to: 'user', userId: m.userId, event: m.event as PrivateEvent, payload: m.payload };
  }
  if (m.to === 'all' && typeof m.namespace === 'string' && NAMESPACES.has(m.namespace)) {
    return { to: 'all', namespace: m.namespace as Namespace, event: m.event, payload: m.payload };
  }
  return null;
}

/**
 * Listens on the relay channel and emits what arrives to THIS replica's sockets only (each
 * replica hears the notification itself; emitting through the Redis adapter would repeat it).
 * Reconnects after a lost connection.
 */
export async function startRealtimeRelay(options: {
  connectionString: string;
  io: Server;
  log: Log;
}): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;

  const relay = (text: string | undefined) => {
    const message = text ? parseRelayed(text) : null;
    if (!message) return;
    if (message.to === 'user') {
      const namespace = options.io.of(namespaceOfPrivateEvent(message.event));
      namespace.local.to(userRoom(message.userId)).emit(message.event, message.payload);
    } else {
      options.io.of(message.namespace).local.emit(message.event, message.payload);
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (n) => relay(n.payload));
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'realtime relay connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!isStopped) retry = setTimeout(() => void connect().catch(onFailure), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${RELAY_CHANNEL}`);
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const onFailure = (error: unknown) => {
    options.log.warn({ err: error }, 'realtime relay could not connect; retrying');
    if (!isStopped) retry = setTimeout(() => void connect().catch(onFailure), 1_000);
  };

  await connect();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
