import {
  BANNER_MESSAGES,
  CHAT_MESSAGES,
  type AdminBannersResponse,
  type AdminBlogResponse,
  type AdminContentResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatModerationResponse,
  type ModerationLogResponse,
  type PublicBannersResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { errorMessage, send, setWagered, USD } from '#app/modules/chat/chat.int-helpers';
import { staffMember } from './console.int-helpers';

let database: TestDatabase;
let server: TestServer;
let moderator: SignedUp;
let support: SignedUp;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  moderator = await staffMember(server, database.db, ['moderator']);
  support = await staffMember(server, database.db, ['support']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const call = (who: SignedUp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: bearer(who.accessToken),
    ...(payload ? { payload } : {}),
  });

const consoleAudit = (action: string) =>
  database.db
    .selectFrom('admin_audit')
    .select(['operator', 'action', 'target_user_id', 'actor_user_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

async function chatter() {
  const p = await signUp(server);
  await setWagered(database.db, p.user.id, 100n * USD);
  return p;
}

describe('console chat moderation', () => {
  it('deletes a message through the chat: gone from the room, both audits written', async () => {
    const p = await chatter();
    const sent = (await send(server, p, 'buy my course')).json<{ message: ChatMessage }>().message;
    const live = await call(moderator, 'GET', '/api/admin/chat/messages?room=en');
    expect(live.json<ChatModerationResponse>().messages[0]).toMatchObject({
      id: sent.id,
      username: p.user.username,
      message: 'buy my course',
      deletedAt: null,
    });

    const res = await call(moderator, 'POST', `/api/admin/chat/messages/${sent.id}/delete`, {
      reason: 'spam',
    });
    expect(res.statusCode).toBe(200);
    const history = await server.app.inject({ url: '/api/chat/history?room=en' });
    expect(history.json<ChatHistoryResponse>().messages.map((m) => m.id)).not.toContain(sent.id);
    const after = await call(moderator, 'GET', '/api/admin/chat/messages?room=en');
    expect(after.json<ChatModerationResponse>().messages[0]?.deletedAt).not.toBeNull();

    const chatAudit = await database.db
      .selectFrom('chat_moderation_audit')
      .select(['action', 'actor', 'target_user_id', 'message_id'])
      .where('message_id', '=', sent.id)
      .execute();
    expect(chatAudit).toEqual([
      {
        action: 'delete',
        actor: `console:${moderator.user.username}`,
        target_user_id: p.user.id,
        message_id: sent.id,
      },
    ]);
    const [row] = await consoleAudit('chat_delete');
    expect(row).toMatchObject({
      operator: `console:${moderator.user.username}`,
      target_user_id: p.user.id,
      actor_user_id: moderator.user.id,
      details: { reason: 'spam', messageId: sent.id, before: { message: 'buy my course' } },
    });

    const again = await call(moderator, 'POST', `/api/admin/chat/messages/${sent.id}/delete`, {});
    expect([again.statusCode, errorMessage(again)]).toEqual([404, CHAT_MESSAGES.messageNotFound]);
    expect(await consoleAudit('chat_delete')).toHaveLength(1);
  });

  it("mutes with a duration: the chatter's next message is refused; the log lists it", async () => {
    const p = await chatter();
    const res = await call(moderator, 'POST', `/api/admin/players/${p.user.id}/mute`, {
      minutes: 30,
      reason: 'insults',
    });
    expect(res.statusCode).toBe(200);
    const refused = await send(server, p, 'let me talk');
    expect([refused.statusCode, errorMessage(refused)]).toEqual([403, CHAT_MESSAGES.muted]);

    const log = await call(moderator, 'GET', '/api/admin/chat/log?pageSize=10');
    const [newest] = log.json<ModerationLogResponse>().items;
    expect(newest).toMatchObject({
      action: 'mute',
      actor: `console:${moderator.user.username}`,
      targetUsername: p.user.username,
      details: { minutes: 30, reason: 'insults' },
    });
    expect((await consoleAudit('chat_mute')).at(-1)).toMatchObject({
      target_user_id: p.user.id,
      details: { minutes: 30, reason: 'insults' },
    });
  });
});

describe('console content', () => {
  it('banners: add, edit, take down; players see each change; audited with before/after', async () => {
    const add = await call(support, 'POST', '/api/admin/banners', {
      texts: { en: 'Rakeback boost all weekend', fa: 'افزایش ریک‌بک در تمام آخر هفته' },
      link: '/rewards',
    });
    expect(add.statusCode).toBe(200);
    const list = await call(support, 'GET', '/api/admin/banners');
    const banner = list.json<AdminBannersResponse>().banners.at(-1);
    expect(banner).toMatchObject({ state: 'live', onHome: true, inChat: true, link: '/rewards' });
    const id = banner?.id ?? 0;
    const homeOf = async (language: string) =>
      (
        await server.app.inject({ url: `/api/banners?language=${language}` })
      ).json<PublicBannersResponse>().banners;
    expect((await homeOf('fa')).find((b) => b.id === id)?.text).toBe(
      'افزایش ریک‌بک در تمام آخر هفته',
    );

    const edit = await call(support, 'PUT', `/api/admin/banners/${id}`, {
      texts: { en: 'Rakeback boost until Monday' },
      link: null,
    });
    expect(edit.statusCode).toBe(200);
    expect((await homeOf('fa')).find((b) => b.id === id)).toEqual({
      id,
      text: 'Rakeback boost until Monday',
      link: null,
    });
    const bad = await call(support, 'PUT', `/api/admin/banners/${id}`, { texts: { en: '' } });
    expect([bad.statusCode, errorMessage(bad)]).toEqual([400, BANNER_MESSAGES.englishRequired]);

    const remove = await call(support, 'POST', `/api/admin/banners/${id}/remove`, {});
    expect(remove.statusCode).toBe(200);
    expect((await homeOf('en')).find((b) => b.id === id)).toBeUndefined();
    const gone = await call(support, 'POST', `/api/admin/banners/${id}/remove`, {});
    expect([gone.statusCode, errorMessage(gone)]).toEqual([404, BANNER_MESSAGES.notFound]);

    const [edited] = await consoleAudit('banner.edit');
    expect(edited?.details).toMatchObject({
      id,
      before: { texts: { en: 'Rakeback boost all weekend' }, link: '/rewards' },
      after: { texts: { en: 'Rakeback boost until Monday' }, link: null },
    });
    expect(await consoleAudit('banner.add')).toHaveLength(1);
    expect(await consoleAudit('banner.remove')).toHaveLength(1);
  });

  it('FAQ entries and blog posts: create, list, served over GraphQL, delete; bad input is a 400', async () => {
    const save = await call(support, 'PUT', '/api/admin/content', {
      kind: 'support',
      id: 'console-test',
      position: 99,
      title: 'Can I change my username?',
      body: 'Yes, once, from **Settings**.',
    });
    expect(save.statusCode).toBe(200);
    const items = (
      await call(support, 'GET', '/api/admin/content?kind=support')
    ).json<AdminContentResponse>().items;
    expect(items.find((i) => i.id === 'console-test')).toMatchObject({
      language: 'en',
      title: 'Can I change my username?',
    });
    const graphql = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ support { id question answer } }' },
    });
    expect(graphql.json().data.support).toContainEqual({
      id: 'console-test',
      question: 'Can I change my username?',
      answer: 'Yes, once, from **Settings**.',
    });

    const noTab = await call(support, 'PUT', '/api/admin/content', {
      kind: 'documentation',
      id: 'no-tab',
      title: 'T',
      body: 'B',
    });
    expect(noTab.statusCode).toBe(400);

    const del = await call(support, 'POST', '/api/admin/content/delete', {
      kind: 'support',
      id: 'console-test',
      language: 'en',
    });
    expect(del.statusCode).toBe(200);
    const delAgain = await call(support, 'POST', '/api/admin/content/delete', {
      kind: 'support',
      id: 'console-test',
      language: 'en',
    });
    expect(delAgain.statusCode).toBe(404);

    const post = await call(support, 'PUT', '/api/admin/blog', {
      slug: 'console-post',
      title: 'Notes from the console',
      excerpt: 'Written in the browser.',
      cover: '/blog/covers/console.svg',
      content: '# Hello\n\nFrom the console.',
    });
    expect(post.statusCode).toBe(200);
    const posts = (await call(support, 'GET', '/api/admin/blog')).json<AdminBlogResponse>().posts;
    expect(posts.find((p) => p.slug === 'console-post')).toMatchObject({
      title: 'Notes from the console',
      content: '# Hello\n\nFrom the console.',
    });
    const delPost = await call(support, 'POST', '/api/admin/blog/delete', {
      slug: 'console-post',
      language: 'en',
    });
    expect(delPost.statusCode).toBe(200);
    const postsAfter = (await call(support, 'GET', '/api/admin/blog')).json<AdminBlogResponse>()
      .posts;
    expect(postsAfter.map((p) => p.slug)).not.toContain('console-post');
    const delPostAgain = await call(support, 'POST', '/api/admin/blog/delete', {
      slug: 'console-post',
      language: 'en',
    });
    expect(delPostAgain.statusCode).toBe(404);
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['action', 'actor_user_id'])
      .where('action', 'in', ['content.set', 'content.delete', 'blog.set', 'blog.delete'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'content.set', actor_user_id: support.user.id },
      { action: 'content.delete', actor_user_id: support.user.id },
      { action: 'blog.set', actor_user_id: support.user.id },
      { action: 'blog.delete', actor_user_id: support.user.id },
    ]);
  });
});
