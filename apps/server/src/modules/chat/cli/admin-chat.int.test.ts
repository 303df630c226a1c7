import { CHAT_MESSAGES, type ChatMessage } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import type { Realtime } from '#app/realtime/realtime';
import { useTestServer } from '#test/test-server';
import { errorMessage, send, setWagered, USD } from '../chat.int-helpers';
import { runChatAdminCommand } from './admin-chat';

const t = useTestServer('2026-11-26T10:00:00Z');

function operatorShell() {
  const lines: string[] = [];
  const broadcasts: Array<{ event: string; payload: unknown }> = [];
  const realtime: Realtime = {
    toUser: () => undefined,
    broadcast: (_namespace, event, payload) => void broadcasts.push({ event, payload }),
  };
  const run = (...positionals: string[]) =>
    runChatAdminCommand({
      db: t.db,
      positionals: ['chat', ...positionals],
      operator: 'ops',
      print: (line) => lines.push(line),
      realtime,
      now: () => new Date('2026-11-26T10:00:00Z'),
    });
  return { run, lines, broadcasts };
}

describe('npm run admin -- chat …', () => {
  it('mutes, unmutes, deletes everywhere and announces, each audited', async () => {
    const shell = operatorShell();
    const p = await t.signUp();
    await setWagered(t.db, p.user.id, 100n * USD);
    const sent = (await send(t.server, p, 'hello')).json<{ message: ChatMessage }>().message;

    await shell.run('mute', p.user.username, '30', 'spam');
    const refused = await send(t.server, p, 'again');
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toBe(CHAT_MESSAGES.muted);
    await shell.run('unmute', p.user.username);
    expect((await send(t.server, p, 'again')).statusCode).toBe(200);

    await shell.run('delete', sent.id);
    expect(shell.broadcasts).toEqual([
      { event: 'chat:deleteMessage', payload: { messageId: sent.id } },
    ]);
    await expect(shell.run('delete', sent.id)).rejects.toThrow('Message not found');

    await shell.run('announce', 'Welcome', 'to', '[Tengu](https://tengu.example)');
    const banners = (await t.server.app.inject({ url: '/api/chat/banners' })).json<{
      banners: Array<{ id: number; description: string }>;
    }>().banners;
    expect(banners.map((b) => b.description)).toEqual([
      'Welcome to [Tengu](https://tengu.example)',
    ]);
    await shell.run('unannounce', String(banners[0]?.id));
    expect((await t.server.app.inject({ url: '/api/chat/banners' })).json()).toEqual({
      banners: [],
    });

    await shell.run('moderator', p.user.username, 'on');
    const role = await t.db
      .selectFrom('users')
      .select('chat_role')
      .where('id', '=', p.user.id)
      .executeTakeFirst();
    expect(role?.chat_role).toBe('moderator');

    const audit = await t.db
      .selectFrom('chat_moderation_audit')
      .select(['action', 'actor'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'mute',
      'unmute',
      'delete',
      'announce',
      'unannounce',
    ]);
    expect(new Set(audit.map((a) => a.actor))).toEqual(new Set(['operator:ops']));
    await expect(shell.run('mute', 'nobody_here', '5')).rejects.toThrow('no player named');
  });
});
