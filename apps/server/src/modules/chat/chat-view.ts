import { betShareMetadataSchema, type ChatMessage, type ChatRoom } from '@tengu/shared';
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
