import type { ChatHistoryResponse, ChatMessage, RainPayload } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { appendRain, chatTimeline, removeMessage } from './chat-api';

const message = (id: string, at: string): ChatMessage => ({
  id,
  user: 'u1',
  username: 'ninja',
  level: 1,
  message: id,
  message_type: 'text',
  metadata: null,
  room: 'en',
  created_at: at,
});
const rain = (id: string, at: string): RainPayload => ({
  id,
  room: 'en',
  username: 'whale',
  amount: '5.00',
  recipients: 3,
  created_at: at,
});

describe('chat timeline', () => {
  const history: ChatHistoryResponse = {
    messages: [message('m1', '2026-11-26T12:00:00Z'), message('m2', '2026-11-26T12:02:00Z')],
    rains: [rain('r1', '2026-11-26T12:01:00Z')],
  };

  it('places a rain card between the messages it fell between', () => {
    expect(
      chatTimeline(history).map((e) => (e.kind === 'rain' ? e.rain.id : e.message.id)),
    ).toEqual(['m1', 'r1', 'm2']);
  });

  it('adds a live rain once and keeps rains when a message is deleted', () => {
    const live = rain('r2', '2026-11-26T12:03:00Z');
    const once = appendRain(appendRain(history, live), live);
    expect(once?.rains.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(removeMessage(once, 'm1')?.rains).toHaveLength(2);
    expect(chatTimeline(once).at(-1)).toMatchObject({ kind: 'rain' });
  });
});
