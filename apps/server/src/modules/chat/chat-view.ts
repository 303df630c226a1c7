import {
  betShareMetadataSchema,
  unitsToDecimal,
  type ChatMessage,
  type ChatRoom,
  type RainPayload,
} from '@tengu/shared';
import type { ChatMessageRow } from './chat.repository';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  const metadata = row.metadata ? betShareMetadataSchema.safeParse(row.metadata) : null;
  return {
    id: row.id,
    user: row.user_id,
    username: row.username,
    level: row.level,
    message: row.message,
    message_type: row.message_type,
    metadata: metadata?.success ? metadata.data : null,
    room: row.room as ChatRoom,
    created_at: row.created_at.toISOString(),
  };
}

/** A rain as the room shows it (`rain:new` and the history). */
export function toRainPayload(row: {
  id: string;
  room: string;
  username: string;
  amount: bigint;
  recipients: number;
  created_at: Date;
}): RainPayload {
  return {
    id: row.id,
    room: row.room as ChatRoom,
    username: row.username,
    amount: unitsToDecimal(row.amount),
    recipients: row.recipients,
    created_at: row.created_at.toISOString(),
  };
}
