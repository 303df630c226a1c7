import {
  chatJoinSchema,
  type ChatJoinAck,
  type ChatRoom,
  type ChatServerToClient,
} from '@tengu/shared';
import type { Server } from 'socket.io';
import type { Realtime } from '#app/realtime/realtime';

type Payload<E extends keyof ChatServerToClient> = Parameters<ChatServerToClient[E]>[0];

/** The Socket.IO room of one chat language. */
export const chatRoomName = (room: ChatRoom) => `chat:${room}`;

/**
 * Emits to the chat's language rooms (docs/decisions/022-chat.md). The app-wide Realtime only
 * knows players and whole namespaces; chat needs rooms, so the chat owns this thin emitter over
 * the /chat namespace. A process without sockets (`npm run admin`) falls back to the Realtime's
 * broadcast, which reaches every /chat socket (fine for a deletion, which is "everywhere").
 */
export interface ChatEmitter {
  toRoom<E extends keyof ChatServerToClient>(room: ChatRoom, event: E, payload: Payload<E>): void;
  everywhere<E extends keyof ChatServerToClient>(event: E, payload: Payload<E>): void;
}

export function socketChatEmitter(io: Server): ChatEmitter {
  return {
    toRoom(room, event, payload) {
      io.of('/chat').to(chatRoomName(room)).emit(event, payload);
    },
    everywhere(event, payload) {
      io.of('/chat').emit(event, payload);
    },
  };
}

export function realtimeChatEmitter(realtime: Realtime): ChatEmitter {
  return {
    toRoom(_room, event, payload) {
      realtime.broadcast('/chat', event, payload as never);
    },
    everywhere(event, payload) {
      realtime.broadcast('/chat', event, payload as never);
    },
  };
}

/**
 * `chat:join` {room}: the socket leaves its previous language room and joins this one. Reading
 * the chat needs no account (visitors see it too); sending goes through the HTTP API.
 */
export function installChatSockets(io: Server): void {
  io.of('/chat').on('connection', (socket) => {
    socket.on('chat:join', async (payload: unknown, ack: unknown) => {
      const reply = (result: ChatJoinAck) => {
        if (typeof ack === 'function') (ack as (r: ChatJoinAck) => void)(result);
      };
      const parsed = chatJoinSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'Unknown chat room' });
      for (const room of socket.rooms) {
        if (room.startsWith('chat:')) await socket.leave(room);
      }
      await socket.join(chatRoomName(parsed.data.room));
      reply({ ok: true, room: parsed.data.room });
    });
  });
}
